import { validateCellphone } from './cellphone';
import { REQUIRED_MESSAGE, SA_ID_NUMBER_MESSAGE } from './messages';
import { required } from './required';
import { validateSaIdNumber } from './sa-id-number';
import { composeValidators, getFieldValue, usingField, type Validator } from './validator';

describe('composeValidators', () => {
  const cellNumber = composeValidators(required, validateCellphone);

  it.each([
    [undefined, REQUIRED_MESSAGE],
    ['', REQUIRED_MESSAGE],
    ['123', 'Invalid cellphone number'],
    ['0821234567', undefined],
  ])('required then cellphone: %p -> %p', (value, expected) => {
    expect(cellNumber(value)).toBe(expected);
  });

  it('passes with no validators', () => {
    expect(composeValidators()('anything')).toBeUndefined();
  });

  it('stops at the first message and hands every validator the form values', () => {
    const seen: unknown[] = [];
    const spy: Validator = (_value, allValues) => {
      seen.push(allValues);
      return undefined;
    };
    const never: Validator = () => {
      throw new Error('should not run');
    };
    const values = { a: 1 };
    expect(composeValidators(spy, () => 'first', never)('x', values)).toBe('first');
    expect(seen).toEqual([values]);
  });
});

describe('getFieldValue', () => {
  const values = {
    idType: 'rsa_id',
    bankAccount: { accountNo: '1234567890' },
    members: [{ age: 30 }, { age: 4 }],
    empty: null,
  };

  it.each([
    ['idType', 'rsa_id'],
    ['bankAccount.accountNo', '1234567890'],
    ['members[1].age', 4],
    ['members.0.age', 30],
    ['members[2].age', undefined],
    ['empty.anything', undefined],
    ['missing', undefined],
    ['toString', undefined],
    ['bankAccount.constructor', undefined],
  ])('%p -> %p', (path, expected) => {
    expect(getFieldValue(values, path)).toBe(expected);
  });

  it.each([[undefined], [null], ['text'], [42]])('reads nothing from %p', (notAnObject) => {
    expect(getFieldValue(notAnObject, 'a.b')).toBeUndefined();
  });
});

describe('usingField', () => {
  const idNumber = usingField('idType', validateSaIdNumber);

  it.each([
    [{ idType: 'rsa_id' }, SA_ID_NUMBER_MESSAGE],
    [{}, SA_ID_NUMBER_MESSAGE],
    [undefined, SA_ID_NUMBER_MESSAGE],
    [{ idType: 'zim_id' }, undefined],
  ])('reads the ID type from the form values %p', (allValues, expected) => {
    expect(idNumber('AB123456', allValues)).toBe(expected);
  });
});
