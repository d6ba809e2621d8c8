// Spec §9 (OTP: 4 digits, 3 attempts, 30 minute expiry display, resend lock 30 seconds) and
// the OTP texts of §8, from shared validation (identity's OTP service uses the same ones).
export {
  OTP_ATTEMPTS,
  OTP_BLOCKED_DETAIL,
  OTP_BLOCKED_MESSAGE,
  OTP_EXPIRY_MINUTES,
  OTP_INCORRECT_MESSAGE,
  OTP_LENGTH,
  OTP_RESEND_LOCK_SECONDS,
} from '@imali/shared/validation';

/** The call-back request made from the blocked OTP screen (a lead routed to the team). */
export const OTP_CALL_BACK_LEAD = { talkAbout: 'Other', message: 'OTP blocked: please call back', routing: 'otp' } as const;

export const CALL_BACK_THANKS_TITLE = 'Thank You!';
export const CALL_BACK_THANKS_TEXT = 'We will be in touch shortly.';
