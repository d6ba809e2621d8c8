import { PASSWORD_MESSAGE } from './account';
import { COMMON_PASSWORD_MESSAGE, validateNewPassword } from './common-passwords';

describe('validateNewPassword', () => {
  it.each([
    ['password', COMMON_PASSWORD_MESSAGE],
    ['Password', COMMON_PASSWORD_MESSAGE],
    ['PASSWORD1', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
    ['iloveyou', COMMON_PASSWORD_MESSAGE],
    ['football', COMMON_PASSWORD_MESSAGE],
    ['short', PASSWORD_MESSAGE],
    ['123', PASSWORD_MESSAGE],
    ['correct horse battery staple', undefined],
    ['Umzimkhulu river 1987', undefined],
    ['kz8#Lq2!vv', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%p → %p', async (value, expected) => expect(await validateNewPassword(value)).toBe(expected));
});
