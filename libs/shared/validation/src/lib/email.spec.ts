import { validateEmail } from './email';
import { EMAIL_MESSAGE } from './messages';

describe('validateEmail', () => {
  it.each([
    ['thandi@example.co.za', undefined],
    ['t.nkosi+funeral@mail.example.com', undefined],
    ['A_B-c@sub-domain.example.org', undefined],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    ['thandi', EMAIL_MESSAGE],
    ['thandi@', EMAIL_MESSAGE],
    ['@example.com', EMAIL_MESSAGE],
    ['thandi@example', EMAIL_MESSAGE],
    ['thandi@@example.com', EMAIL_MESSAGE],
    ['thandi @example.com', EMAIL_MESSAGE],
    [' thandi@example.com', EMAIL_MESSAGE],
    ['thandi@example.com ', EMAIL_MESSAGE],
    ['thandi@-example.com', EMAIL_MESSAGE],
    ['thandi@example..com', EMAIL_MESSAGE],
    [`${'a'.repeat(250)}@example.com`, EMAIL_MESSAGE],
    [42, EMAIL_MESSAGE],
    [{}, EMAIL_MESSAGE],
  ])('validateEmail(%p) -> %p', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});
