import { composeValidators } from '@imali/shared/validation';
import {
  bankChangeErrors,
  BUCKET_TYPE_MESSAGE,
  CHECK_SURE2_RULES,
  CHECK_SURE_RULES,
  decemberPayoutErrors,
  payoutYearValidator,
  savingsGoalErrors,
  savingsGoalRules,
  targetDateValidator,
  taxNumberErrors,
  transferAmountMessage,
  transferErrors,
  validateBankAccountId,
  validateBucketType,
  validateCheckSure,
  validateCoverTypes,
  validateDestination,
  validateGoalMonthsInFund,
  validatePayDay,
  validatePayoutDay,
  validateRecordId,
  validateRequiredTaxNumber,
  validateSavingFor,
  validateStopPayingAge,
  validateWithdrawalBalance,
  withdrawalAmountMessage,
  withdrawalAmountValidator,
  withdrawalErrors,
} from './savings-rules';

const TODAY = '2026-11-27';
const REQUIRED = 'This field is required';
const NUMBER = 'This field needs to be a number like 123 or 123.45';
const SELECT_ONE = 'Select one';
const FUTURE = 'Must be a future date';
const ZERO = 'Must be greater than zero';
const BALANCE = 'You can only withdraw from a savings goal with a balance greater than R 50.00';
const TAX = 'Invalid Tax Number';

describe('validateBucketType: required, one of the ten', () => {
  it.each([
    ['HOLIDAY', undefined],
    ['MEDICAL', undefined],
    ['', REQUIRED],
    [undefined, REQUIRED],
    ['PROPERTY', BUCKET_TYPE_MESSAGE],
    [3, BUCKET_TYPE_MESSAGE],
  ])('%p -> %p', (value, message) => {
    expect(validateBucketType(value)).toBe(message);
  });
});

describe('type-specific required fields', () => {
  it.each([
    ['goalMonthsInFund', validateGoalMonthsInFund, 1, undefined],
    ['goalMonthsInFund', validateGoalMonthsInFund, '3', undefined],
    ['goalMonthsInFund', validateGoalMonthsInFund, undefined, REQUIRED],
    ['goalMonthsInFund', validateGoalMonthsInFund, 4, 'Choose 1, 2 or 3 months'],
    ['goalMonthsInFund', validateGoalMonthsInFund, 1.5, 'Choose 1, 2 or 3 months'],
    ['stopPayingAge', validateStopPayingAge, 55, undefined],
    ['stopPayingAge', validateStopPayingAge, '65', undefined],
    ['stopPayingAge', validateStopPayingAge, null, REQUIRED],
    ['stopPayingAge', validateStopPayingAge, 62, 'Choose 55, 60 or 65'],
    ['destination', validateDestination, 'Durban', undefined],
    ['destination', validateDestination, '  ', REQUIRED],
    ['destination', validateDestination, 'x'.repeat(101), 'At most 100 characters'],
    ['savingFor', validateSavingFor, 'Maintainance', undefined],
    ['savingFor', validateSavingFor, undefined, undefined],
    ['savingFor', validateSavingFor, 'Boat', 'Choose New Car, Car Deposit or Maintainance'],
    ['coverTypes', validateCoverTypes, undefined, undefined],
    ['coverTypes', validateCoverTypes, 'Family', undefined],
    ['coverTypes', validateCoverTypes, ['Family', 'Parents'], undefined],
    ['coverTypes', validateCoverTypes, Array.from({ length: 11 }, () => 'Family'), 'At most 10 entries'],
    ['coverTypes', validateCoverTypes, [3], 'Choose the types of cover from the list'],
    ['coverTypes', validateCoverTypes, ['x'.repeat(101)], 'At most 100 characters'],
    ['bucketId', validateRecordId, 'b1', undefined],
    ['bucketId', validateRecordId, '', REQUIRED],
    ['bucketId', validateRecordId, 'x'.repeat(65), 'At most 64 characters'],
    ['bucketId', validateRecordId, 42, 'Invalid id'],
    ['bucketId', validateRecordId, { id: 'b1' }, 'Invalid id'],
  ] as const)('%s %p -> %p', (_field, validate, value, message) => {
    expect(validate(value)).toBe(message);
  });
});

describe('targetDate and tripDate: "Must be a future date"', () => {
  const validate = targetDateValidator(TODAY);
  it.each([
    ['2026-11-28', undefined],
    ['2027-02-28', undefined],
    ['2028-02-29', undefined],
    ['2076-11-27', undefined],
    ['2026-11-27', FUTURE],
    ['2026-11-26', FUTURE],
    ['2027-02-29', FUTURE],
    ['next year', FUTURE],
    ['2076-11-28', 'Must be within the next 50 years'],
    ['', REQUIRED],
    [undefined, REQUIRED],
  ])('%p -> %p', (value, message) => {
    expect(validate(value)).toBe(message);
  });

  it('reads today as the day in South Africa', () => {
    // 23:30 UTC on the 26th is already the 27th in South Africa
    expect(targetDateValidator(new Date('2026-11-26T23:30:00Z'))('2026-11-27')).toBe(FUTURE);
  });
});

describe('bankAccountId: "Select one"', () => {
  it.each([
    ['acc-1', undefined],
    ['', SELECT_ONE],
    [null, SELECT_ONE],
    [undefined, SELECT_ONE],
    ['x'.repeat(65), 'At most 64 characters'],
    [7, 'Invalid id'],
  ])('%p -> %p', (value, message) => {
    expect(validateBankAccountId(value)).toBe(message);
  });
});

describe('checkSure and checkSure2: true or false, else "Select one"', () => {
  it.each([
    [true, undefined],
    [false, undefined],
    ['true', undefined],
    ['false', undefined],
    [undefined, SELECT_ONE],
    [null, SELECT_ONE],
    ['', SELECT_ONE],
    ['yes', SELECT_ONE],
    [1, SELECT_ONE],
  ])('%p -> %p', (value, message) => {
    expect(validateCheckSure(value)).toBe(message);
    expect(composeValidators(...CHECK_SURE_RULES['checkSure']!)(value)).toBe(message);
    expect(composeValidators(...CHECK_SURE2_RULES['checkSure2']!)(value)).toBe(message);
  });
});

describe('withdrawal balance: at least R 50', () => {
  it.each([
    [5_000, undefined],
    [1_000_000, undefined],
    [4_999, BALANCE],
    [0, BALANCE],
    [NaN, BALANCE],
  ])('balance %p cents -> %p', (balance, message) => {
    expect(validateWithdrawalBalance(balance)).toBe(message);
  });
});

describe('withdrawal amount: "The withdrawal amount must be between R 50.00 and {balance}"', () => {
  it.each([
    [115_000, 'The withdrawal amount must be between R 50.00 and R 1 150.00'],
    [5_000, 'The withdrawal amount must be between R 50.00 and R 50.00'],
    [123_456_789, 'The withdrawal amount must be between R 50.00 and R 1 234 567.89'],
  ])('the message for a balance of %p cents', (balance, message) => {
    expect(withdrawalAmountMessage(balance)).toBe(message);
  });

  const validate = withdrawalAmountValidator(115_000);
  const range = withdrawalAmountMessage(115_000);
  it.each([
    ['50', undefined],
    [50, undefined],
    ['1150', undefined],
    ['1150.00', undefined],
    ['600.55', undefined],
    ['49.99', range],
    ['0', range],
    ['-100', range],
    ['1150.01', range],
    ['20000000', range],
    ['', REQUIRED],
    [undefined, REQUIRED],
    ['fifty', NUMBER],
    ['100.555', 'Use at most two decimals, like 123.45'],
  ])('balance R 1 150.00, amount %p -> %p', (value, message) => {
    expect(validate(value)).toBe(message);
  });
});

describe('withdrawalErrors (withdrawSavings)', () => {
  const good = { bucketId: 'b1', savingsId: 's1', bankAccountId: 'a1', amount: 100 };
  it('passes a good withdrawal', () => {
    expect(withdrawalErrors(good, 115_000)).toEqual([]);
  });
  it('names every bad field', () => {
    expect(withdrawalErrors({ bucketId: '', savingsId: 's1', amount: 2000 }, 115_000)).toEqual([
      { field: 'bucketId', message: REQUIRED },
      { field: 'bankAccountId', message: SELECT_ONE },
      { field: 'amount', message: withdrawalAmountMessage(115_000) },
    ]);
  });
  it('refuses a bucket under R 50 on bucketId and does not judge the amount', () => {
    expect(withdrawalErrors({ ...good, amount: 40 }, 4_000)).toEqual([{ field: 'bucketId', message: BALANCE }]);
  });
  it('survives a null input', () => {
    expect(withdrawalErrors(null as never, 115_000).map((error) => error.field)).toEqual(['bucketId', 'savingsId', 'bankAccountId', 'amount']);
  });
});

describe('transferErrors (transferSavings)', () => {
  const good = { savingsId: 's1', fromBucketId: 'b1', toBucketId: 'b2', amount: '250.50' };
  it.each([
    [{}, []],
    [{ amount: 0.01 }, []],
    [{ amount: 1150 }, []],
    [{ amount: 0 }, [{ field: 'amount', message: transferAmountMessage(115_000) }]],
    [{ amount: 1150.01 }, [{ field: 'amount', message: 'The transfer amount must be between R 0.01 and R 1 150.00' }]],
    [{ amount: 1e12 }, [{ field: 'amount', message: transferAmountMessage(115_000) }]],
    [{ amount: '1.001' }, [{ field: 'amount', message: 'Use at most two decimals, like 123.45' }]],
    [{ toBucketId: 'b1' }, [{ field: 'toBucketId', message: 'Choose a different goal to transfer to' }]],
    [{ fromBucketId: '' }, [{ field: 'fromBucketId', message: REQUIRED }]],
  ])('%p -> %p', (change, errors) => {
    expect(transferErrors({ ...good, ...change }, 115_000)).toEqual(errors);
  });
});

describe('bank change: payDay 1 to 31, bankAccountId "Select one"', () => {
  it.each([
    [1, undefined],
    ['31', undefined],
    [0, 'Must be between 1 and 31'],
    [32, 'Must be between 1 and 31'],
    ['15.5', 'Must be between 1 and 31'],
    [undefined, REQUIRED],
  ])('payDay %p -> %p', (value, message) => {
    expect(validatePayDay(value)).toBe(message);
  });

  it('lists both fields', () => {
    expect(bankChangeErrors({ payDay: 25, bankAccountId: 'a1' })).toEqual([]);
    expect(bankChangeErrors({})).toEqual([
      { field: 'payDay', message: REQUIRED },
      { field: 'bankAccountId', message: SELECT_ONE },
    ]);
  });
});

describe('the December plan: payout day 1 to 31, a year offered, still ahead', () => {
  it.each([
    [31, undefined],
    [0, 'Must be between 1 and 31'],
    [undefined, REQUIRED],
  ])('payout day %p -> %p', (value, message) => {
    expect(validatePayoutDay(value)).toBe(message);
  });

  it.each([
    [2026, undefined],
    ['2030', undefined],
    [2025, 'Choose a year from 2026 to 2030'],
    [2031, 'Choose a year from 2026 to 2030'],
  ])('payout year %p (today %s) -> %p', (value, message) => {
    expect(payoutYearValidator(TODAY)(value)).toBe(message);
  });

  it.each([
    [{ payoutDay: 15, payoutYear: 2026 }, '2026-11-27', []],
    [{ payoutDay: 15, payoutYear: 2026 }, '2026-12-15', [{ field: 'payoutDay', message: FUTURE }]],
    [{ payoutDay: 16, payoutYear: 2026 }, '2026-12-15', []],
    [{ payoutDay: 32, payoutYear: 2020 }, '2026-12-15', [
      { field: 'payoutDay', message: 'Must be between 1 and 31' },
      { field: 'payoutYear', message: 'Choose a year from 2026 to 2030' },
    ]],
  ])('%p on %s -> %p', (input, today, errors) => {
    expect(decemberPayoutErrors(input, today)).toEqual(errors);
  });
});

describe('tax number: required and "Invalid Tax Number"', () => {
  it.each([
    ['0001339050', undefined],
    ['9001339059', TAX],
    ['4001339050', TAX],
    ['000133905', TAX],
    ['00013390500', TAX],
    ['', REQUIRED],
    [undefined, REQUIRED],
  ])('%p -> %p', (value, message) => {
    expect(validateRequiredTaxNumber(value)).toBe(message);
  });

  it('taxNumberErrors names the field', () => {
    expect(taxNumberErrors({ taxNumber: 'abc' })).toEqual([{ field: 'taxNumber', message: TAX }]);
  });
});

describe('savingsGoalRules and savingsGoalErrors (addSavingsBucket, updateSavingsBucket, the guided modal)', () => {
  it.each([
    ['EMERGENCY', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings', 'targetDate', 'income', 'goalMonthsInFund']],
    ['HOLIDAY', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings', 'targetAmount', 'destination', 'tripDate']],
    ['FUNERAL', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings', 'sumAssured', 'stopPayingAge', 'currentPremiums', 'coverTypes']],
    ['CAR', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings', 'targetAmount', 'targetDate', 'savingFor']],
    ['OTHER', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings', 'targetAmount', 'targetDate']],
    ['MEDICAL', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings', 'targetAmount', 'targetDate']],
    ['NONSENSE', ['bucketType', 'name', 'description', 'existingAmount', 'desiredSavings']],
  ])('%s checks %p', (type, fields) => {
    expect(Object.keys(savingsGoalRules(type, TODAY))).toEqual(fields);
  });

  it.each([
    ['a good Emergency goal', { bucketType: 'EMERGENCY', income: '15000', goalMonthsInFund: 3, targetDate: '2027-11-27', desiredSavings: '500' }, []],
    ['a good Holiday goal', { bucketType: 'HOLIDAY', targetAmount: 20000, destination: 'Cape Town', tripDate: '2027-12-01', existingAmount: 0 }, []],
    ['a good Car goal', { bucketType: 'CAR', targetAmount: '80000', targetDate: '2029-01-31', savingFor: 'Car Deposit' }, []],
    ['a good Funeral goal', { bucketType: 'FUNERAL', sumAssured: 30000, stopPayingAge: 65, currentPremiums: '250.50', coverTypes: ['Family'] }, []],
    ['a Funeral goal with a negative premium', { bucketType: 'FUNERAL', sumAssured: 30000, stopPayingAge: 65, currentPremiums: -1 }, [{ field: 'currentPremiums', message: 'Must be zero or more' }]],
    ['no type', {}, [{ field: 'bucketType', message: REQUIRED }]],
    [
      'an Emergency goal missing its details',
      { bucketType: 'EMERGENCY', targetDate: '2027-11-27' },
      [
        { field: 'income', message: REQUIRED },
        { field: 'goalMonthsInFund', message: REQUIRED },
      ],
    ],
    ['an Emergency goal with no income', { bucketType: 'EMERGENCY', income: 0, goalMonthsInFund: 1, targetDate: '2027-11-27' }, [{ field: 'income', message: ZERO }]],
    [
      'a Holiday goal missing its details',
      { bucketType: 'HOLIDAY', targetAmount: 100 },
      [
        { field: 'destination', message: REQUIRED },
        { field: 'tripDate', message: REQUIRED },
      ],
    ],
    ['a Holiday in the past', { bucketType: 'HOLIDAY', targetAmount: 100, destination: 'Durban', tripDate: '2026-01-01' }, [{ field: 'tripDate', message: FUTURE }]],
    [
      'a Funeral goal missing its details',
      { bucketType: 'FUNERAL' },
      [
        { field: 'sumAssured', message: REQUIRED },
        { field: 'stopPayingAge', message: REQUIRED },
      ],
    ],
    [
      'a Custom goal with bad amounts',
      { bucketType: 'OTHER', targetAmount: 0, targetDate: '2027-01-01', existingAmount: -5, desiredSavings: '12.345' },
      [
        { field: 'existingAmount', message: 'Must be zero or more' },
        { field: 'desiredSavings', message: 'Use at most two decimals, like 123.45' },
        { field: 'targetAmount', message: ZERO },
      ],
    ],
    ['a target as text', { bucketType: 'HOUSE', targetAmount: 'lots', targetDate: '2030-01-01' }, [{ field: 'targetAmount', message: NUMBER }]],
    ['a target date of today', { bucketType: 'HOUSE', targetAmount: 1000, targetDate: TODAY }, [{ field: 'targetDate', message: FUTURE }]],
    ['an over-long name', { bucketType: 'OTHER', targetAmount: 1, targetDate: '2027-01-01', name: 'n'.repeat(101) }, [{ field: 'name', message: 'At most 100 characters' }]],
  ])('%s', (_name, input, errors) => {
    expect(savingsGoalErrors(input, TODAY)).toEqual(errors);
  });

  it.each([
    ['1966-11-28', 60, []],
    ['1966-11-27', 60, [{ field: 'stopPayingAge', message: 'You are already past this age; choose a later one' }]],
    ['1950-01-01', 65, [{ field: 'stopPayingAge', message: 'You are already past this age; choose a later one' }]],
    [null, 55, []],
  ])('Funeral: born %p, stop paying at %p -> %p', (birthDate, age, errors) => {
    expect(savingsGoalErrors({ bucketType: 'FUNERAL', sumAssured: 30000, stopPayingAge: age }, TODAY, birthDate)).toEqual(errors);
  });
});
