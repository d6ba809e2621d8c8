/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PolicyHolderAgeGenderStep, PolicyHolderInfoStep } from './holder-steps';
import { INITIAL_QUICK_QUOTE_VALUES } from '../../quote/quote-values';
import type { RunQuote } from './step-props';

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const quoteButton = () => screen.getByRole('button', { name: 'Get Quote' });

function renderStep(step: 'ageGender' | 'info') {
  const onQuote = jest.fn<ReturnType<RunQuote>, Parameters<RunQuote>>(async () => undefined);
  render(step === 'ageGender' ? <PolicyHolderAgeGenderStep values={INITIAL_QUICK_QUOTE_VALUES} onQuote={onQuote} /> : <PolicyHolderInfoStep values={INITIAL_QUICK_QUOTE_VALUES} onQuote={onQuote} />);
  return onQuote;
}

describe('the age slider (funeral.md section 9: 18 to 60)', () => {
  it('is a labelled slider from 18 to 60 in steps of 1 beside the typed age', () => {
    renderStep('ageGender');
    const age = slider('Age slider');
    expect([age.min, age.max, age.step]).toEqual(['18', '60', '1']);
    expect(field('Age').type).toBe('text');
    expect(age.getAttribute('aria-valuetext')).toBe('Not set yet');
  });

  it('moving the slider sets the age field, and the quote gets that age', async () => {
    const onQuote = renderStep('ageGender');
    fireEvent.change(slider('Age slider'), { target: { value: '42' } });
    expect(field('Age').value).toBe('42');
    expect(slider('Age slider').getAttribute('aria-valuetext')).toBe('42 years');
    fireEvent.click(screen.getByLabelText('Female'));
    await act(async () => fireEvent.click(quoteButton()));
    expect(onQuote).toHaveBeenCalledTimes(1);
    expect(onQuote.mock.calls[0][0]).toMatchObject({ age: '42', gender: 'FEMALE' });
  });

  it('typing the age moves the slider; an age outside 18 to 60 holds it at the end and is refused', async () => {
    const onQuote = renderStep('ageGender');
    type('Age', '35');
    expect(slider('Age slider').value).toBe('35');
    type('Age', '70');
    expect(slider('Age slider').value).toBe('60');
    expect(field('Age').value).toBe('70');
    fireEvent.click(screen.getByLabelText('Male'));
    await act(async () => fireEvent.click(quoteButton()));
    expect(screen.getByText('Age must be between 18 and 60')).toBeTruthy();
    expect(onQuote).not.toHaveBeenCalled();
  });
});

describe('the income slider (section 9: 0 to 50000 in steps of 100; section 5: 6 digits)', () => {
  function fillInfo() {
    type('First name', 'Ayanda');
    type('Surname', 'Zulu');
    type('Email', 'ayanda@example.co.za');
    fireEvent.change(slider('Age slider'), { target: { value: '41' } });
    fireEvent.click(screen.getByLabelText('Male'));
  }

  it('is a labelled slider from 0 to 50000 in steps of 100 beside the typed income', () => {
    renderStep('info');
    const income = slider('Monthly income slider');
    expect([income.min, income.max, income.step]).toEqual(['0', '50000', '100']);
    expect(field('Monthly income (R)').maxLength).toBe(6);
  });

  it('moving the slider sets the income field, and the quote gets it', async () => {
    const onQuote = renderStep('info');
    fillInfo();
    fireEvent.change(slider('Monthly income slider'), { target: { value: '12300' } });
    expect(field('Monthly income (R)').value).toBe('12300');
    expect(slider('Monthly income slider').getAttribute('aria-valuetext')).toMatch(/^R\s?12\s?300$/);
    await act(async () => fireEvent.click(quoteButton()));
    expect(onQuote.mock.calls[0][0]).toMatchObject({ age: '41', income: '12300' });
  });

  it('typing the income moves the slider', () => {
    renderStep('info');
    type('Monthly income (R)', '15000');
    expect(slider('Monthly income slider').value).toBe('15000');
  });

  it('a typed income above 50000 keeps its value (up to 6 digits) with the slider at its end', async () => {
    const onQuote = renderStep('info');
    fillInfo();
    type('Monthly income (R)', '250000');
    expect(slider('Monthly income slider').value).toBe('50000');
    expect(field('Monthly income (R)').value).toBe('250000');
    expect(slider('Monthly income slider').getAttribute('aria-valuetext')).toMatch(/^R\s?250\s?000$/);
    await act(async () => fireEvent.click(quoteButton()));
    expect(onQuote.mock.calls[0][0]).toMatchObject({ income: '250000' });
  });
});
