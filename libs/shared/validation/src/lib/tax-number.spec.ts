import { TAX_NUMBER_MESSAGE } from './messages';
import { validateTaxNumber } from './tax-number';

describe('validateTaxNumber', () => {
  it.each([
    ['first digit 0', '0001339050', undefined],
    ['first digit 1', '1001339058', undefined],
    ['first digit 2', '2001339056', undefined],
    ['first digit 3', '3001339054', undefined],
    ['first digit 9', '9001339051', undefined],
    ['first digit 4', '4001339052', TAX_NUMBER_MESSAGE],
    ['first digit 5', '5001339059', TAX_NUMBER_MESSAGE],
    ['first digit 6', '6001339057', TAX_NUMBER_MESSAGE],
    ['first digit 7', '7001339055', TAX_NUMBER_MESSAGE],
    ['first digit 8', '8001339053', TAX_NUMBER_MESSAGE],
    ['a wrong check digit', '0001339051', TAX_NUMBER_MESSAGE],
    ['9 digits', '000133905', TAX_NUMBER_MESSAGE],
    ['11 digits', '00013390500', TAX_NUMBER_MESSAGE],
    ['spaces', '0001 339 050', TAX_NUMBER_MESSAGE],
    ['a letter', '000133905A', TAX_NUMBER_MESSAGE],
    ['a number (leading zeros lost)', 1001339058, undefined],
    ['an empty string', '', undefined],
    ['undefined', undefined, undefined],
    ['null', null, undefined],
    ['an object', {}, TAX_NUMBER_MESSAGE],
  ])('%s: %p -> %p', (_case, value, expected) => {
    expect(validateTaxNumber(value)).toBe(expected);
  });
});
