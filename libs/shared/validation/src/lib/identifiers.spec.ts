import { INVALID_REQUEST_KEY_MESSAGE, isUuid, validateRequestKey } from './identifiers';

describe('isUuid', () => {
  it.each([
    ['3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70', true],
    ['3F2B8C1E-9A4D-4C7E-8F10-2B3C4D5E6F70', true],
    ['3f2b8c1e9a4d4c7e8f102b3c4d5e6f70', false],
    ['3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f7', false],
    ["3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70' or 1=1", false],
    ['', false],
    [null, false],
    [42, false],
  ])('%p → %p', (value, expected) => expect(isUuid(value)).toBe(expected));
});

describe('validateRequestKey', () => {
  it.each([
    ['3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70', undefined],
    ['abcdefgh', undefined],
    ['a'.repeat(64), undefined],
    ['abcdefg', INVALID_REQUEST_KEY_MESSAGE],
    ['a'.repeat(65), INVALID_REQUEST_KEY_MESSAGE],
    ['abc def gh', INVALID_REQUEST_KEY_MESSAGE],
    [undefined, INVALID_REQUEST_KEY_MESSAGE],
    [12345678, INVALID_REQUEST_KEY_MESSAGE],
  ])('%p → %p', (value, expected) => expect(validateRequestKey(value)).toBe(expected));
});
