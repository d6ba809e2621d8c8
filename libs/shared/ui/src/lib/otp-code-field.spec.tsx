/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ChannelChoice, OtpCodeField } from './otp-code-field';

describe('OtpCodeField', () => {
  it('passes on the digits only, at most OTP_LENGTH of them, and reads the hint with the input', () => {
    const onChange = jest.fn();
    render(<OtpCodeField label="Enter your OTP" value="" onChange={onChange} hint="4 digits" />);
    const input = screen.getByLabelText('Enter your OTP') as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.maxLength).toBe(4);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('4 digits');
    fireEvent.change(input, { target: { value: '1a2-34 5' } });
    expect(onChange).toHaveBeenCalledWith('1234');
  });

  it('has no description without a hint', () => {
    render(<OtpCodeField label="Enter the OTP" value="12" onChange={() => undefined} />);
    expect(screen.getByLabelText('Enter the OTP').hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('ChannelChoice', () => {
  it('offers SMS and email as one radio group', () => {
    const onChange = jest.fn();
    render(
      <ChannelChoice legend="Send the code" value="SMS" onChange={onChange}>
        <button type="button">Send</button>
      </ChannelChoice>,
    );
    expect((screen.getByLabelText('by SMS') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('by email'));
    expect(onChange).toHaveBeenCalledWith('EMAIL');
    expect(screen.getByRole('group', { name: 'Send the code' }).textContent).toContain('Send');
  });
});
