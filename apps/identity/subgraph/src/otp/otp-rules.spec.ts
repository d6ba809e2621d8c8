import { maskDestination, otpExpiredMessage, otpIncorrectDetail } from './otp-rules';

describe('OTP texts and masking', () => {
  it('masks cell numbers and e-mail addresses', () => {
    expect(maskDestination('0821234567')).toBe('082 *** **67');
    expect(maskDestination('thandi@example.co.za')).toBe('t*****@example.co.za');
    expect(maskDestination('a@b.co')).toBe('a*@b.co');
  });

  it('says how many attempts are left in the spec wording', () => {
    expect(otpIncorrectDetail(2)).toBe("The OTP you've entered was incorrect. Please Try again. You have 2 attempts left.");
    expect(otpExpiredMessage(1)).toBe('Your OTP has expired - Resend to get a new one. You have 1 attempts left.');
  });
});
