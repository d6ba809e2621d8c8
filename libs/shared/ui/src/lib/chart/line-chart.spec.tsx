/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { LineChart } from './line-chart';
import { createLineChart } from './line-chart-engine';

const spec = {
  series: [{ label: 'Debt', points: [{ x: 0, y: 10 }, { x: 1, y: 5 }], colour: '#0b7a55' }],
  xRange: { min: 0, max: 1 },
  yMax: 12,
  formatX: (x: number) => `m${x}`,
  formatY: (y: number) => `R${y}`,
};

let getContext: typeof HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('LineChart', () => {
  it('is an image named by its label, with its text alternative, at the height given', async () => {
    const onReady = jest.fn();
    render(
      <LineChart label="My Debt Graph" height={250} onReady={onReady} {...spec}>
        <p>Debt falls from R10 to R5.</p>
      </LineChart>,
    );
    expect(screen.getByRole('img', { name: 'My Debt Graph' })).toBeTruthy();
    expect(screen.getByText('Debt falls from R10 to R5.')).toBeTruthy();
    expect(screen.getByTestId('line-chart').style.height).toBe('250px');
    // Without a 2D context (this DOM) there is no chart to hand over.
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(null));
  });

  it('draws nothing where a canvas has no 2D context', () => {
    expect(createLineChart(document.createElement('canvas'), spec)).toBeNull();
  });
});
