/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { WizardModal, WizardProgressHeader, WizardStepFrame } from './wizard-modal';

const SECTIONS = [{ name: 'QQ' }, { name: 'Buy', subSteps: ['Personal Details', 'Lives Covered', 'Payment Details'] }, { name: 'Done' }];

describe('WizardModal', () => {
  it('shows only the current step, its titles under the modal title, and closes', () => {
    const onClose = jest.fn();
    render(
      <WizardModal title="Buy funeral cover" stepIds={['quote', 'holder', 'done']} step="holder" titles={['Your details', 'You are the policy holder']} onClose={onClose} testId="wizard">
        <p>Holder form</p>
      </WizardModal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Holder form')).toBeTruthy();
    expect(within(screen.getByTestId('wizard-step-text')).getAllByText(/./).map((line) => line.textContent)).toEqual(['Your details', 'You are the policy holder']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('WizardProgressHeader', () => {
  it.each<[string, { section: string; subStep?: string } | undefined, string | null]>([
    ['marks the current Buy sub-step', { section: 'Buy', subStep: 'Lives Covered' }, 'Lives Covered'],
    ['is hidden for a section without sub-steps (QQ, Done)', { section: 'QQ' }, null],
    ['is hidden without a place', undefined, null],
  ])('%s', (_name, progress, current) => {
    render(<WizardProgressHeader sections={SECTIONS} progress={progress} label="Purchase progress" testId="progress" />);
    const header = screen.queryByTestId('progress');
    if (current === null) expect(header).toBeNull();
    else expect(header?.querySelector('[aria-current="step"] .progress-header__label')?.textContent).toBe(current);
  });
});

describe('WizardStepFrame', () => {
  it('names the step and takes focus when shown, unless told not to', () => {
    const { rerender } = render(
      <WizardStepFrame step="start" autoFocus={false} testId="frame">
        <p>Getting ready</p>
      </WizardStepFrame>,
    );
    expect(screen.getByTestId('frame').getAttribute('data-step')).toBe('start');
    expect(document.activeElement).not.toBe(screen.getByTestId('frame'));
    rerender(
      <WizardStepFrame step="holder" testId="frame">
        <p>Holder form</p>
      </WizardStepFrame>,
    );
    expect(document.activeElement).toBe(screen.getByTestId('frame'));
  });
});
