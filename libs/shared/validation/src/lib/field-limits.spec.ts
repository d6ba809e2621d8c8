import { validateCellphone } from './cellphone';
import { CELL_NUMBER_MAX_LENGTH, ID_NUMBER_MAX_LENGTH } from './field-limits';
import { validateSaIdNumber } from './sa-id-number';

describe('field limits', () => {
  it.each([
    ['an ID number', ID_NUMBER_MAX_LENGTH, '8001015009087', validateSaIdNumber],
    ['a cell number', CELL_NUMBER_MAX_LENGTH, '0821234567', validateCellphone],
  ])('leave room for %s', (_field, maxLength, valid, validate) => {
    expect(valid).toHaveLength(maxLength);
    expect(validate(valid)).toBeUndefined();
  });
});
