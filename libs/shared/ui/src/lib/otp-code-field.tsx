import { useId, type ReactNode } from 'react';
import { OTP_LENGTH } from '@imali/shared/validation';

/** Where a one-time code is sent. */
export type OtpChannel = 'SMS' | 'EMAIL';

/** How each channel reads in a sentence ("… on its way by SMS"). */
export const OTP_CHANNEL_WORDS: Record<OtpChannel, string> = { SMS: 'by SMS', EMAIL: 'by email' };

export interface OtpCodeFieldProps {
  label: string;
  value: string;
  /** Receives the digits only, at most OTP_LENGTH of them. */
  onChange: (digits: string) => void;
  /** Help text under the input (e.g. "4 digits"), read with the input. */
  hint?: ReactNode;
}

/** The "enter the code" input: digits only, OTP_LENGTH long, numeric keypad, one-time-code autofill. */
export function OtpCodeField({ label, value, onChange, hint }: OtpCodeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input otp-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export interface ChannelChoiceProps {
  legend: string;
  value: OtpChannel;
  onChange: (channel: OtpChannel) => void;
  /** Shown inside the fieldset, after the radios (e.g. the send button). */
  children?: ReactNode;
}

/** The "send by SMS / by email" radios. */
export function ChannelChoice({ legend, value, onChange, children }: ChannelChoiceProps) {
  const name = `${useId()}-channel`;
  return (
    // The design system's inline radio group (no browser fieldset frame, 44 px tap targets), as every other choice.
    <fieldset className="field radio-group radio-group--inline">
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {(['SMS', 'EMAIL'] as const).map((option) => (
          <label key={option} className="radio-group__option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} /> {OTP_CHANNEL_WORDS[option]}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
