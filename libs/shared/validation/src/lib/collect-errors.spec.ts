import { validateCellphone } from './cellphone';
import { collectErrors, type ValidationRules } from './collect-errors';
import { validateEmail } from './email';
import { validateBetween } from './number';
import { REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE } from './messages';
import { required } from './required';
import { validateSaIdNumber } from './sa-id-number';
import { validateRequiredForThirdPartyAccount } from './conditional-required';
import { usingField } from './validator';

const rules: ValidationRules = {
  firstNames: [required],
  cellNumber: [required, validateCellphone],
  email: [validateEmail],
  idNumber: [required, usingField('idType', validateSaIdNumber)],
  ageAtSignup: [required, validateBetween(18, 60)],
  'bankAccount.accountHolderName': [usingField('bankAccount.ownAccount', validateRequiredForThirdPartyAccount)],
};

describe('collectErrors', () => {
  it('returns nothing for valid values', () => {
    const values = {
      firstNames: 'Thandi',
      cellNumber: '0821234567',
      email: '',
      idNumber: '8001015009087',
      idType: 'rsa_id',
      ageAtSignup: 46,
      bankAccount: { ownAccount: true },
    };
    expect(collectErrors(values, rules)).toEqual([]);
  });

  it('returns each failing field with its first message, in rule order', () => {
    const values = {
      firstNames: ' ',
      cellNumber: '12345',
      email: 'thandi@',
      idNumber: '8001015009088',
      ageAtSignup: 61,
      bankAccount: { ownAccount: 'N', accountHolderName: '' },
    };
    expect(collectErrors(values, rules)).toEqual([
      { field: 'firstNames', message: 'This field is required' },
      { field: 'cellNumber', message: 'Invalid cellphone number' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'idNumber', message: 'Invalid ID number' },
      { field: 'ageAtSignup', message: 'Must be between 18 and 60' },
      { field: 'bankAccount.accountHolderName', message: REQUIRED_FOR_THIRD_PARTY_ACCOUNTS_MESSAGE },
    ]);
  });

  it('skips the SA ID check for another ID type', () => {
    expect(collectErrors({ idNumber: 'FN123456', idType: 'zim_id' }, { idNumber: rules['idNumber'] ?? [] })).toEqual([]);
  });

  it.each([[undefined], [null], ['text'], [42]])('treats %p as an empty form', (values) => {
    expect(collectErrors(values, { firstNames: [required] })).toEqual([{ field: 'firstNames', message: 'This field is required' }]);
  });

  it('returns nothing without rules', () => {
    expect(collectErrors({ a: 1 }, {})).toEqual([]);
  });
});
