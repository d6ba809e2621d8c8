import { saleBankAccount, saleBeneficiary, saleFingerprint, saleMember, saleVariablesFor, type SaleAnswers } from './sale-mapper';

const year = new Date().getFullYear();
const HOLDER = { firstNames: ' Thabo ', surname: 'Nkosi ', idType: 'rsa_id', idNumber: '', ageAtSignup: '35', dateOfBirth: `${year - 35}-01-01`, gender: 'MALE', cellNumber: '0821234567', email: 'thabo@example.com' };

const ANSWERS: SaleAnswers = {
  coverAmount: 30000,
  paymentDueDay: 25,
  paymentMethod: 'NAEDO',
  members: [{ memberType: 'POLICY_HOLDER', values: HOLDER }],
  income: 15000,
  beneficiary: { answers: { firstNames: 'Nomsa', surname: 'Dlamini', cellNumber: '0831234567' } },
  bankAccount: { bankId: 'CAPITEC', accountNo: ' 1234567890 ', ownAccount: true },
};

describe('saleMember', () => {
  it.each<[string, Parameters<typeof saleMember>, object]>([
    [
      'the holder: trimmed, with income and relationship',
      ['POLICY_HOLDER', HOLDER, 15000],
      { memberType: 'POLICY_HOLDER', firstNames: 'Thabo', surname: 'Nkosi', ageAtSignup: 35, idType: 'rsa_id', idNumber: null, cellNumbers: ['0821234567'], relationship: null, income: 15000 },
    ],
    ['a child: no income, ID type only with a number', ['CHILD', { firstNames: 'Sipho', surname: 'Nkosi', idType: 'rsa_id', ageAtSignup: '4' }, 15000], { memberType: 'CHILD', idType: null, ageAtSignup: 4, cellNumbers: [], email: null }],
    ['an extended member keeps the relationship', ['EXTENDED', { firstNames: 'Aunt', surname: 'May', relationship: 'AUNT', ageAtSignup: '70' }, null], { memberType: 'EXTENDED', relationship: 'AUNT' }],
  ])('%s', (_name, args, expected) => {
    const member = saleMember(...args);
    expect(member).toMatchObject(expected);
    if (args[0] !== 'POLICY_HOLDER') expect(member).not.toHaveProperty('income');
  });
});

describe('saleBeneficiary', () => {
  it.each<[string, SaleAnswers['beneficiary'], object]>([
    ['the spouse’s own details', { spouse: { firstNames: 'Lerato ', surname: 'Nkosi', cellNumber: '0831234567', email: 'lerato@example.com', idType: 'rsa_id', idNumber: '' } }, { isSpouse: true, firstNames: 'Lerato', cellNumbers: ['0831234567'], idType: null, idNumber: null }],
    ['someone else, ID number without spaces, rsa_id assumed', { answers: { firstNames: 'Nomsa', surname: 'Dlamini', cellNumber: ' 0831234567 ', idNumber: '9001 0150 09087' } }, { isSpouse: false, cellNumbers: ['0831234567'], idType: 'rsa_id', idNumber: '9001015009087', email: null }],
    ['someone else without an ID number', { answers: { firstNames: 'Nomsa', surname: 'Dlamini', idType: 'rsa_id' } }, { isSpouse: false, cellNumbers: [], idType: null, idNumber: null }],
  ])('%s', (_name, beneficiary, expected) => expect(saleBeneficiary(beneficiary)).toMatchObject(expected));
});

describe('saleBankAccount', () => {
  it('pays from a stored account as it is', () => {
    expect(saleBankAccount(ANSWERS.bankAccount, { branchCode: '632005', bankName: 'ABSA', accountNo: '4055555555' })).toEqual({
      branchCode: '632005',
      bankName: 'ABSA',
      accountNo: '4055555555',
      ownAccount: true,
      accountHolderName: null,
      accountHolderContactNumber: null,
      accountHolderEmail: null,
      accountHolderIdNumber: null,
    });
  });

  it('sends the holder of someone else’s account, the ID number without spaces', () => {
    expect(
      saleBankAccount({ bankId: 'CAPITEC', accountNo: '123', ownAccount: false, accountHolderName: 'Sam', accountHolderContactNumber: '0821111111', accountHolderIdNumber: '9001 015009087' }),
    ).toMatchObject({ branchCode: '470010', ownAccount: false, accountHolderName: 'Sam', accountHolderIdNumber: '9001015009087' });
  });
});

describe('saleVariablesFor and saleFingerprint', () => {
  it('makes the mutation’s variables with the attempt’s key', () => {
    const variables = saleVariablesFor(ANSWERS, 'key-1');
    expect(variables.funeral).toEqual({ coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'NAEDO' });
    expect(variables.bankAccount).toMatchObject({ accountNo: '1234567890', ownAccount: true });
    expect(variables.members).toHaveLength(1);
    expect(variables.salesInteraction).toEqual({ idempotencyKey: 'key-1' });
  });

  it('the same answers are the same attempt; a change is another', () => {
    expect(saleFingerprint(ANSWERS)).toBe(saleFingerprint({ ...ANSWERS }));
    expect(saleFingerprint({ ...ANSWERS, paymentDueDay: 1 })).not.toBe(saleFingerprint(ANSWERS));
  });
});
