/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ProgressHeader, type ProgressSection } from './progress-header';

const SECTIONS: readonly ProgressSection[] = [{ name: 'QQ' }, { name: 'Buy', subSteps: ['One', 'Two', 'Three'] }, { name: 'Done' }];

describe('ProgressHeader', () => {
  it.each(['QQ', 'Done', 'Unknown'])('renders nothing for the %s section (no sub-steps)', (section) => {
    const { container } = render(<ProgressHeader sections={SECTIONS} section={section} label="Progress" />);
    expect(container.innerHTML).toBe('');
  });

  it('lists the section’s sub-steps, marks the current one and says which are done', () => {
    render(<ProgressHeader sections={SECTIONS} section="Buy" subStep="Two" label="Purchase progress" testId="purchase-progress" />);
    const nav = screen.getByRole('navigation', { name: 'Purchase progress' });
    expect(nav.getAttribute('data-testid')).toBe('purchase-progress');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1One (done)', '2Two', '3Three']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('marks nothing current when the sub-step is not one of the section’s', () => {
    render(<ProgressHeader sections={SECTIONS} section="Buy" subStep="Elsewhere" label="Progress" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, null]);
    expect(items.map((item) => item.textContent)).toEqual(['1One', '2Two', '3Three']);
  });
});
