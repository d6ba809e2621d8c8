/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Avatar } from './avatar';
import { BottomSheet } from './bottom-sheet';
import { ConfirmDialog } from './confirm-dialog';
import { FullScreenModal } from './full-screen-modal';
import { Modal } from './modal';
import { SteppedModal } from './stepped-modal';

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

function Harness({ noClose = false }: { noClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} noClose={noClose} title="Edit goal" description="Change the target" footer={<button type="button">Save</button>}>
        <input aria-label="Amount" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named and described by its title and description', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Change the target');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus in, keeps Tab inside, and gives focus back on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with Escape', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no close icon and ignores Escape with noClose', () => {
    render(<Harness noClose />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    escape();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('lets only the top modal answer Escape', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <>
        <Modal open onClose={outer} title="Outer" />
        <Modal open onClose={inner} title="Inner" testId="inner" />
      </>,
    );
    escape();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('SteppedModal', () => {
  const steps = [
    { key: 'one', titles: ['Step one', 'Tell us about you', 'It takes a minute', 'ignored fourth'], content: <p>First body</p> },
    { key: 'two', content: <p>Second body</p> },
  ];

  it('shows only the current step, with up to three titles as the step text', () => {
    const { rerender } = render(<SteppedModal open onClose={() => undefined} title="Funeral cover" steps={steps} currentStep={0} footer={<span>footer</span>} />);
    const dialog = screen.getByRole('dialog', { name: 'Funeral cover' });
    expect(within(dialog).getByText('First body')).toBeTruthy();
    expect(within(dialog).queryByText('Second body')).toBeNull();
    const stepText = screen.getByTestId('stepped-modal-step-text');
    expect(Array.from(stepText.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Step one', 'Tell us about you', 'It takes a minute']);
    expect(within(dialog).getByText('footer')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();

    rerender(<SteppedModal open noClose title="Funeral cover" steps={steps} currentStep={1} />);
    expect(screen.getByText('Second body')).toBeTruthy();
    expect(screen.queryByText('First body')).toBeNull();
    expect(screen.queryByTestId('stepped-modal-step-text')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('confirms, and cancels with its button or Escape', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Withdraw R 500.00?" description="The money goes to your bank account." confirmLabel="Withdraw" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw R 500.00?' });
    expect(within(dialog).getByText('The money goes to your bank account.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    escape();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('has only the confirm button when there is no cancel', () => {
    const onConfirm = jest.fn();
    render(<ConfirmDialog open title="Done" onConfirm={onConfirm} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm']);
  });

  it('disables both buttons while busy', () => {
    render(<ConfirmDialog open title="Delete?" onConfirm={() => undefined} onCancel={() => undefined} busy />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('FullScreenModal', () => {
  it('dismisses with "OK, got it" by default, or Escape', () => {
    const onDismiss = jest.fn();
    render(<FullScreenModal open title="Your goal is saved" description="We will remind you each month." onDismiss={onDismiss} />);
    const dialog = screen.getByRole('dialog', { name: 'Your goal is saved' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK, got it']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK, got it' }));
    escape();
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('takes another label', () => {
    render(<FullScreenModal open title="t" dismissLabel="Continue" onDismiss={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});

describe('BottomSheet', () => {
  it('has a title, description and close icon', () => {
    const onClose = jest.fn();
    render(<BottomSheet open title="Share" description="Send this to a friend" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByText('Send this to a friend')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Avatar', () => {
  it('shows the photo, or the default image without one or when it fails', () => {
    const { rerender } = render(<Avatar src="https://cdn.example/photo.jpg" alt="Thandi" />);
    const photo = screen.getByRole('img', { name: 'Thandi' });
    expect(photo.getAttribute('src')).toBe('https://cdn.example/photo.jpg');
    fireEvent.error(photo);
    expect(screen.getByTestId('default-avatar')).toBeTruthy();
    rerender(<Avatar src={null} />);
    expect(screen.getByTestId('default-avatar').getAttribute('aria-hidden')).toBe('true');
  });
});
