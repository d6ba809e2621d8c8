/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ChatSaleState } from '../chat-sale-state';
import { IncomeStep } from './income-step';
import type { ChatAnswer } from './step-props';

const slider = () => screen.getByRole('slider', { name: 'Monthly income slider' }) as HTMLInputElement;
const field = () => screen.getByLabelText('Monthly income') as HTMLInputElement;

function renderStep(income: number | null = null) {
  const onAnswer = jest.fn<void, [ChatAnswer]>();
  render(<IncomeStep income={income} onAnswer={onAnswer} />);
  return onAnswer;
}

async function answeredIncome(onAnswer: jest.Mock<void, [ChatAnswer]>) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
  expect(onAnswer).toHaveBeenCalledTimes(1);
  return onAnswer.mock.calls[0][0].update?.({} as ChatSaleState).income;
}

describe('getIncome: the income slider (funeral.md section 9) beside the typed income', () => {
  it('is a labelled slider from 0 to 50000 in steps of 100; the typed field takes 6 digits', () => {
    renderStep();
    expect([slider().min, slider().max, slider().step]).toEqual(['0', '50000', '100']);
    expect(field().maxLength).toBe(6);
  });

  it('moving the slider sets the income field and the answer', async () => {
    const onAnswer = renderStep();
    fireEvent.change(slider(), { target: { value: '8700' } });
    expect(field().value).toBe('8700');
    expect(await answeredIncome(onAnswer)).toBe(8700);
  });

  it('typing the income moves the slider; a known income starts it there', () => {
    renderStep(20000);
    expect(slider().value).toBe('20000');
    fireEvent.change(field(), { target: { value: '31000' } });
    expect(slider().value).toBe('31000');
  });

  it('a typed income above 50000 stands, with the slider at its end', async () => {
    const onAnswer = renderStep();
    fireEvent.change(field(), { target: { value: '120000' } });
    expect(slider().value).toBe('50000');
    expect(field().value).toBe('120000');
    expect(await answeredIncome(onAnswer)).toBe(120000);
  });
});
