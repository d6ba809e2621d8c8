import {
  OTP_ATTEMPTS,
  OTP_BLOCK_HOURS,
  OTP_BLOCKED_DETAIL,
  OTP_BLOCKED_MESSAGE,
  OTP_EXPIRY_MINUTES,
  OTP_INCORRECT_MESSAGE,
  OTP_LENGTH,
  OTP_RESEND_LOCK_SECONDS,
  otpExpiredMessage,
  otpIncorrectDetail,
} from '@imali/shared/validation';

/** Spec §9 (4 digits, 3 attempts, 30 minute expiry, 30 second resend lock): the numbers the OTP screen shows too. */
export { OTP_LENGTH, OTP_BLOCKED_DETAIL, otpExpiredMessage, otpIncorrectDetail };
export const OTP_MAX_WRONG_ATTEMPTS = OTP_ATTEMPTS;
export const OTP_TTL_MS = OTP_EXPIRY_MINUTES * 60_000;
export const OTP_RESEND_LOCK_MS = OTP_RESEND_LOCK_SECONDS * 1000;
/** Wrong attempts count across resends for this long; a blocked client waits it out or calls us. */
export const OTP_ATTEMPT_WINDOW_MS = OTP_BLOCK_HOURS * 3600_000;
/** At most this many codes per client per hour, whatever the screen does. */
export const OTP_MAX_SENDS_PER_HOUR = 6;

export const OTP_INCORRECT = OTP_INCORRECT_MESSAGE;
export const OTP_BLOCKED = OTP_BLOCKED_MESSAGE;

/** "0821234567" → "082 *** **67"; "thandi@example.co.za" → "t*****@example.co.za". */
export function maskDestination(destination: string): string {
  if (destination.includes('@')) {
    const [local = '', domain = ''] = destination.split('@');
    return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
  }
  const digits = destination.replace(/\D/g, '');
  return `${digits.slice(0, 3)} *** **${digits.slice(-2)}`;
}
