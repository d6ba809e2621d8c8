import {
  isThirdPartyAccount,
  validateRequiredForNonSouthAfricans,
  validateRequiredForThirdPartyAccount,
} from './conditional-required';
import { REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE, REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE } from './messages';

describe('validateRequiredForNonSouthAfricans', () => {
  it.each([
    ['', 'zim_id', REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE],
    [undefined, 'nam_id', REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE],
    [null, 'bot_id', REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE],
    ['  ', 'oth_id', REQUIRED_FOR_NON_SOUTH_AFRICANS_MESSAGE],
    ['2030-01-01', 'zim_id', undefined],
    ['', 'rsa_id', undefined],
    ['', 'SOUTH AFRICAN', undefined],
    ['', undefined, undefined],
    ['', null, undefined],
    ['', '', undefined],
  ])('value %p with ID type %p -> %p', (value, idType, expected) => {
    expect(validateRequiredForNonSouthAfricans(value, idType)).toBe(expected);
  });
});

describe('isThirdPartyAccount', () => {
  it.each([
    [false, true],
    ['N', true],
    ['n', true],
    ['No', true],
    ['false', true],
    [true, false],
    ['Y', false],
    [undefined, false],
    [null, false],
    ['', false],
    [0, false],
  ])('isThirdPartyAccount(%p) -> %p', (ownAccount, expected) => {
    expect(isThirdPartyAccount(ownAccount)).toBe(expected);
  });
});

describe('validateRequiredForThirdPartyAccount', () => {
  it.each([
    ['', false, REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE],
    [undefined, 'N', REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE],
    ['Sipho Dlamini', false, undefined],
    ['', true, undefined],
    ['', 'Y', undefined],
    ['', undefined, undefined],
  ])('value %p with ownAccount %p -> %p', (value, ownAccount, expected) => {
    expect(validateRequiredForThirdPartyAccount(value, ownAccount)).toBe(expected);
  });
});
