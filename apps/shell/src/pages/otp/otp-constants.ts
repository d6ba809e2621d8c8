// Spec §9 (OTP: 4 digits, 3 attempts, 30 minute expiry display, resend lock 30 seconds) and
// the OTP texts of §8.
import { OTP_LENGTH } from '@imali/shared/validation';

export { OTP_LENGTH };
export const OTP_ATTEMPTS = 3;
export const OTP_EXPIRY_MINUTES = 30;
export const OTP_RESEND_LOCK_SECONDS = 30;

export const OTP_INCORRECT_MESSAGE = 'Oops, incorrect OTP';
export const OTP_BLOCKED_MESSAGE = 'You have exceed the maximum number of OTP attempts.';
export const OTP_BLOCKED_DETAIL = 'Request a call back and our team will help you get back on track!';

/** The call-back request made from the blocked OTP screen (a lead routed to the team). */
export const OTP_CALL_BACK_LEAD = { talkAbout: 'Other', message: 'OTP blocked: please call back', routing: 'otp' } as const;

export const CALL_BACK_THANKS_TITLE = 'Thank You!';
export const CALL_BACK_THANKS_TEXT = 'We will be in touch shortly.';
