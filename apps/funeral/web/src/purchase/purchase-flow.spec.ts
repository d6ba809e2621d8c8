import { CombinedGraphQLErrors } from '@apollo/client';
import { FORM_ERROR } from 'final-form';
import { INITIAL_QUICK_QUOTE_VALUES } from '../quote/quote-values';
import { answerSteps, saleErrorsBySteps, stepOfSaleField } from './purchase-flow';
import { buySubStep, progressSection } from './purchase-steps';
import { purchaseQuoteVariables, purchaseValuesFromQuote, saleFingerprint, type PurchaseValues } from './purchase-values';

/** A quote with a spouse, 2 parents and 1 extended member; 2 children given in the purchase. */
function family(overrides: Partial<PurchaseValues> = {}): PurchaseValues {
  const base = purchaseValuesFromQuote(
    {
      ...INITIAL_QUICK_QUOTE_VALUES,
      age: '40',
      gender: 'FEMALE',
      spouse: true,
      ageSpouse: '42',
      parents: [
        { age: '65', gender: 'FEMALE' },
        { age: '66', gender: 'MALE' },
      ],
      extended: [{ age: '50', gender: 'MALE' }],
    },
    null,
  );
  return { ...base, children: [{ ageAtSignup: '3' }, { ageAtSignup: '9' }], ...overrides };
}

describe('stepOfSaleField', () => {
  // members: 0 holder, 1 spouse, 2-3 children, 4-5 parents, 6 extended.
  it.each([
    ['members.0.idNumber', 'mainMember', 'idNumber'],
    ['members.1.cellNumbers', 'spouse', 'cellNumber'],
    ['members.3.dateOfBirth', 'addChild2', 'dateOfBirth'],
    ['members.5.ageAtSignup', 'addParent2', 'ageAtSignup'],
    ['members[6].relationship', 'addExtended1', 'relationship'],
    ['beneficiary.cellNumbers', 'beneficiaryInfo', 'cellNumber'],
    ['bankAccount.accountNo', 'bankAccountInfo', 'accountNo'],
    ['bankAccount.branchCode', 'bankAccountInfo', 'bankId'],
    ['bankAccount.accountHolderIdNumber', 'accountHolderInfo', 'accountHolderIdNumber'],
    ['funeral.paymentDueDay', 'bankAccountInfo', 'paymentDueDay'],
    ['funeral.coverAmount', 'completeSale', undefined],
    ['salesInteraction.idempotencyKey', 'completeSale', undefined],
  ])('%s is on %s', (field, step, formField) => expect(stepOfSaleField(family(), field)).toEqual(formField ? { step, field: formField } : { step }));

  it('puts the beneficiary’s fields on the spouse step when the spouse is the beneficiary', () => {
    expect(stepOfSaleField(family({ beneficiaryIsSpouse: true }), 'beneficiary.cellNumbers')).toEqual({ step: 'spouse', field: 'cellNumber' });
  });

  it('counts members without a spouse', () => {
    expect(stepOfSaleField(family({ hasSpouse: false }), 'members.1.surname')).toEqual({ step: 'addChild1', field: 'surname' });
  });
});

describe('saleErrorsBySteps', () => {
  it('groups the server’s messages by step; what no step shows goes to completeSale', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Bad input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'members.0.email', message: 'Invalid email address' },
              { field: 'members.0.cellNumbers', message: 'Invalid cellphone number' },
              { field: 'funeral.coverAmount', message: 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000' },
            ],
          },
        },
      ],
    });
    const bySteps = saleErrorsBySteps(family(), error);
    expect(Object.fromEntries(bySteps)).toEqual({
      mainMember: { email: 'Invalid email address', cellNumber: 'Invalid cellphone number' },
      completeSale: { [FORM_ERROR]: 'Cover Amount must be 10000, 20000, 30000, 40000, 50000 or 60000' },
    });
  });

  it('is empty for a failure without field messages', () => {
    expect(saleErrorsBySteps(family(), new Error('offline')).size).toBe(0);
  });
});

describe('answerSteps', () => {
  it('lists each quoted life once, the spouse questions only with a spouse, the holder step only for a third-party account', () => {
    expect(answerSteps(family({ ownAccount: false, beneficiaryIsSpouse: true }))).toEqual([
      'mainMember',
      'spouse',
      'addChild1',
      'addChild2',
      'addParent1',
      'addParent2',
      'addExtended1',
      'beneficiary',
      'beneficiarySpouse',
      'ownAccount',
      'accountHolderInfo',
      'bankAccountInfo',
    ]);
    expect(answerSteps(family({ hasSpouse: false, children: [], parents: [], extended: [], ownAccount: true }))).toEqual([
      'mainMember',
      'addChild1',
      'beneficiary',
      'beneficiaryInfo',
      'ownAccount',
      'bankAccountInfo',
    ]);
  });
});

describe('the progress header’s sections', () => {
  it.each([
    ['doQuote', 'QQ', undefined],
    ['mainMember', 'Buy', 'Personal Details'],
    ['addExtended7', 'Buy', 'Lives Covered'],
    ['beneficiarySpouse', 'Buy', 'Beneficiaries'],
    ['doMandateSent', 'Buy', 'Payment Details'],
    ['completeSale', 'Buy', 'Payment Details'],
    ['uploadDocs', 'Buy', 'Upload Documents'],
    ['completedSale', 'Done', undefined],
    ['signup', 'Done', undefined],
  ])('%s is %s %s', (step, section, sub) => {
    expect(progressSection(step)).toBe(section);
    expect(buySubStep(step as never)).toBe(sub);
  });
});

describe('purchase values', () => {
  it('starts a visitor from the quote: cover, default bank Capitec, day 25, rsa_id', () => {
    const values = family();
    expect(values.holder).toMatchObject({ ageAtSignup: '40', gender: 'FEMALE', idType: 'rsa_id' });
    expect(values.spouse.ageAtSignup).toBe('42');
    expect(values.bank).toEqual({ bankId: 'CAPITEC', accountNo: '', paymentDueDay: '25' });
    expect(values.coverAmount).toBe(30000);
  });

  it('keeps the buyer’s answers when the quote changes, for the lives still quoted', () => {
    const first = family();
    const answered = { ...first, parents: [{ ...first.parents[0], firstNames: 'Thandi' }, first.parents[1]] };
    const again = purchaseValuesFromQuote({ ...INITIAL_QUICK_QUOTE_VALUES, age: '40', gender: 'FEMALE', coverAmount: 60000, parents: [{ age: '65', gender: 'FEMALE' }] }, null, answered);
    expect(again.parents).toEqual([{ ...first.parents[0], firstNames: 'Thandi' }]);
    expect(again.hasSpouse).toBe(false);
    expect(again.coverAmount).toBe(60000);
    expect(again.children).toHaveLength(2);
  });

  it('re-quotes the lives with the ages given on their steps', () => {
    expect(purchaseQuoteVariables(family())).toEqual({
      idNumber: null,
      age: 40,
      gender: 'FEMALE',
      spouse: true,
      ageSpouse: 42,
      coverAmount: 30000,
      parents: [
        { age: 65, gender: 'FEMALE' },
        { age: 66, gender: 'MALE' },
      ],
      extended: [{ age: 50, gender: 'MALE' }],
      income: null,
      children: 2,
      childAges: [3, 9],
    });
  });

  it('the same answers make the same sale attempt; any change a new one', () => {
    expect(saleFingerprint(family())).toBe(saleFingerprint(family()));
    expect(saleFingerprint(family({ bank: { bankId: 'CAPITEC', accountNo: '1234567', paymentDueDay: '25' } }))).not.toBe(saleFingerprint(family()));
  });
});
