import {
  chatQuoteVariables,
  chatSaleVariables,
  firstStep,
  initialChatSaleState,
  nextStep,
  questionForServerErrors,
  readStartAnswers,
  type ChatMemberValues,
  type ChatSaleState,
} from './chat-sale-state';
import { CHAT_CLIENT, HOLDER_ID } from './chat-sale.fixtures';
import type { ChatSaleClient } from './chat-sale-types';

const year = new Date().getFullYear();
const CLIENT: ChatSaleClient = { ...CHAT_CLIENT, documents: [] };

const member = (values: Partial<ChatMemberValues>): ChatMemberValues => ({
  firstNames: 'A',
  surname: 'B',
  idType: 'rsa_id',
  idNumber: '',
  ageAtSignup: '',
  dateOfBirth: '',
  cellNumber: '',
  email: '',
  gender: '',
  ...values,
});

describe('readStartAnswers: the quote calculator’s query string', () => {
  it.each([
    ['?coverAmount=40000&spouse=Y&ageSpouse=33&children=N', { coverAmount: 40000, spouse: 'Y', ageSpouse: 33, children: 'N' }, true],
    ['?coverAmount=10000&spouse=n&children=y', { coverAmount: 10000, spouse: 'N', children: 'Y' }, true],
    ['', {}, false],
    ['?coverAmount=35000&spouse=N&children=N', { spouse: 'N', children: 'N' }, false],
    ['?coverAmount=70000&spouse=N&children=N', { spouse: 'N', children: 'N' }, false],
    ['?coverAmount=3e4&spouse=N&children=N', { spouse: 'N', children: 'N' }, false],
    ['?coverAmount=30000&spouse=maybe&children=N', { coverAmount: 30000, children: 'N' }, false],
    ['?coverAmount=30000&spouse=Y&ageSpouse=61&children=N', { coverAmount: 30000, spouse: 'Y', children: 'N' }, false],
    ['?coverAmount=30000&spouse=Y&ageSpouse=17&children=N', { coverAmount: 30000, spouse: 'Y', children: 'N' }, false],
    ['?coverAmount=30000&spouse=Y&ageSpouse=30.5&children=N', { coverAmount: 30000, spouse: 'Y', children: 'N' }, false],
    ['?coverAmount=30000&spouse=Y&children=N', { coverAmount: 30000, spouse: 'Y', children: 'N' }, false],
    ['?coverAmount=30000&spouse=N&ageSpouse=40&children=Y', { coverAmount: 30000, spouse: 'N', children: 'Y' }, true],
    ['?coverAmount=30000&spouse=N&children=2', { coverAmount: 30000, spouse: 'N' }, false],
  ])('query string "%s"', (search, answers, complete) => {
    expect(readStartAnswers(search)).toEqual({ answers, complete });
  });
});

describe('the order of the questions and their skips (funeral.md §4)', () => {
  const base = (overrides: Partial<ChatSaleState> = {}, client: Partial<ChatSaleClient> = {}) => ({
    ...initialChatSaleState({ ...CLIENT, acceptedTerms: false, income: null, ...client }, { coverAmount: 30000, spouse: 'Y', ageSpouse: 33, children: 'Y' }),
    ...overrides,
  });

  it('walks every question when nothing is known', () => {
    const state = base();
    expect(firstStep(state, true)).toBe('terms');
    expect(nextStep('terms', state)).toBe('getIncome');
    expect(nextStep('getIncome', state)).toBe('doIdCard');
    expect(nextStep('doIdCard', state)).toBe('selfie');
    expect(nextStep('selfie', state)).toBe('mainMember');
    expect(nextStep('mainMember', state)).toBe('spouse');
    expect(nextStep('spouse', state)).toBe('child1');
    expect(nextStep('child1', state, 'addAnother')).toBe('child2');
    expect(nextStep('child4', state, 'addAnother')).toBe('child5');
    expect(nextStep('child5', state)).toBe('beneficiarySpouse');
    expect(nextStep('child2', state, 'done')).toBe('beneficiarySpouse');
  });

  it('starts with the opening exchange when the calculator’s answers are missing', () => {
    expect(firstStep(base(), false)).toBe('opening');
    expect(nextStep('opening', base())).toBe('terms');
  });

  it('skips terms, income and documents the client record already answers', () => {
    const state = base({}, { acceptedTerms: true, income: 12000, documents: [{ __typename: 'ClientDocument', id: 'd1', type: 'RSA_ID' }, { __typename: 'ClientDocument', id: 'd2', type: 'SELFIE' }] });
    expect(firstStep(state, true)).toBe('mainMember');
    expect(nextStep('opening', state)).toBe('mainMember');
    const onlyId = base({}, { acceptedTerms: true, income: 12000, documents: [{ __typename: 'ClientDocument', id: 'd1', type: 'RSA_ID' }] });
    expect(firstStep(onlyId, true)).toBe('selfie');
    const noDocuments = base({}, { acceptedTerms: true, income: 0, documents: null });
    expect(firstStep(noDocuments, true)).toBe('doIdCard');
  });

  it('skips the spouse, the children and beneficiarySpouse when not covered', () => {
    const single = base({ spouse: 'N', children: 'N' });
    expect(nextStep('mainMember', single)).toBe('beneficiaryInfo');
    const children = base({ spouse: 'N', children: 'Y' });
    expect(nextStep('mainMember', children)).toBe('child1');
    expect(nextStep('child1', children, 'done')).toBe('beneficiaryInfo');
    const spouseOnly = base({ spouse: 'Y', children: 'N' });
    expect(nextStep('spouse', spouseOnly)).toBe('beneficiarySpouse');
  });

  it('beneficiary: the spouse goes to ownAccount, anyone else via beneficiaryInfo', () => {
    expect(nextStep('beneficiarySpouse', base({ beneficiary: { isSpouse: true } }))).toBe('ownAccount');
    expect(nextStep('beneficiarySpouse', base({ beneficiary: { isSpouse: false } }))).toBe('beneficiaryInfo');
    expect(nextStep('beneficiaryInfo', base())).toBe('ownAccount');
  });

  it('payment: own account straight to the sale; someone else’s via the holder and doMandateSent', () => {
    const own = base();
    own.bankAccount = { ...own.bankAccount, ownAccount: true };
    expect(nextStep('ownAccount', own)).toBe('bankAccountInfo');
    expect(nextStep('bankAccountInfo', own)).toBe('completeSale');
    const other = base();
    other.bankAccount = { ...other.bankAccount, ownAccount: false };
    expect(nextStep('ownAccount', other)).toBe('accountHolderInfo');
    expect(nextStep('accountHolderInfo', other)).toBe('bankAccountInfo');
    expect(nextStep('bankAccountInfo', other)).toBe('doMandateSent');
    expect(nextStep('doMandateSent', other)).toBe('completeSale');
    expect(nextStep('completeSale', other)).toBe('done');
  });
});

describe('the quote and the sale from the answers', () => {
  const state = (): ChatSaleState => {
    const initial = initialChatSaleState(CLIENT, { coverAmount: 20000, spouse: 'N', children: 'Y' });
    const members = [...initial.members];
    members[0] = member({ firstNames: ' Thabo ', surname: 'Nkosi', idNumber: HOLDER_ID, ageAtSignup: '35', cellNumber: '0821234567', email: 'thabo@example.com', gender: 'MALE' });
    members[2] = member({ firstNames: 'Sipho', surname: 'Nkosi', ageAtSignup: '4', dateOfBirth: `${year - 5}-12-31`, idType: 'rsa_id' });
    members[3] = member({ firstNames: 'Zola', surname: 'Nkosi', ageAtSignup: '7', dateOfBirth: `${year - 8}-12-31` });
    return { ...initial, members, beneficiary: { isSpouse: false, firstNames: 'Nomsa', surname: 'Dlamini', cellNumber: '0831234567', email: '', idNumber: '' } };
  };

  it('numbers the members 0 holder, then children (no spouse), keeping each one’s slot', () => {
    const { variables, memberSlots } = chatSaleVariables(state(), 'key-12345678', []);
    expect(memberSlots).toEqual([0, 2, 3]);
    expect(variables.members.map((m) => [m.memberType, m.firstNames])).toEqual([
      ['POLICY_HOLDER', 'Thabo'],
      ['CHILD', 'Sipho'],
      ['CHILD', 'Zola'],
    ]);
    expect(variables.members[0]).toMatchObject({ income: 15000, idType: 'rsa_id', idNumber: HOLDER_ID, dateOfBirth: `${year - 35}-01-01`, cellNumbers: ['0821234567'] });
    expect(variables.members[1]).toEqual(expect.not.objectContaining({ income: expect.anything() }));
    expect(variables.members[1]).toMatchObject({ idType: null, idNumber: null, cellNumbers: [], email: null });
    expect(variables.funeral).toEqual({ coverAmount: 20000, paymentDueDay: 25, paymentMethod: 'NAEDO' });
    expect(variables.salesInteraction).toEqual({ idempotencyKey: 'key-12345678' });
  });

  it('quotes the lives named: the holder by ID number, each child’s age', () => {
    expect(chatQuoteVariables(state())).toEqual({
      idNumber: HOLDER_ID,
      age: 35,
      gender: null,
      spouse: false,
      ageSpouse: null,
      children: 2,
      childAges: [4, 7],
      coverAmount: 20000,
      parents: null,
      extended: null,
      income: 15000,
    });
  });

  it('sends a stored account as it is, and a new one from the shared bank form', () => {
    const stored = [{ __typename: 'BankAccount' as const, id: 'ba-1', bankName: 'Capitec Bank', branchCode: '470010', accountNo: '1234567890', ownAccount: true, accountHolderName: null }];
    const chosen = state();
    chosen.bankAccount = { ...chosen.bankAccount, existingAccountId: 'ba-1' };
    expect(chatSaleVariables(chosen, 'key-12345678', stored).variables.bankAccount).toMatchObject({ branchCode: '470010', bankName: 'Capitec Bank', accountNo: '1234567890', ownAccount: true });
    const thirdParty = state();
    thirdParty.bankAccount = {
      ...thirdParty.bankAccount,
      bankId: 'FNB',
      accountNo: ' 62000000001 ',
      ownAccount: false,
      accountHolderName: 'Nomsa Dlamini',
      accountHolderContactNumber: '0831234567',
      accountHolderIdNumber: HOLDER_ID,
      accountHolderEmail: '',
    };
    expect(chatSaleVariables(thirdParty, 'key-12345678', stored).variables.bankAccount).toEqual({
      branchCode: '250655',
      bankName: 'FNB',
      accountNo: '62000000001',
      ownAccount: false,
      accountHolderName: 'Nomsa Dlamini',
      accountHolderContactNumber: '0831234567',
      accountHolderEmail: null,
      accountHolderIdNumber: HOLDER_ID,
    });
  });

  it('puts the server’s field errors on the earliest question they belong to', () => {
    const slots = [0, 2, 3];
    expect(questionForServerErrors({ 'members.2.dateOfBirth': 'Enter a valid date of birth', 'bankAccount.accountNo': 'Bad' }, state(), slots)).toEqual({
      step: 'child2',
      errors: { dateOfBirth: 'Enter a valid date of birth' },
    });
    expect(questionForServerErrors({ 'members.0.income': 'Income must be at most 6 digits' }, state(), slots)).toEqual({ step: 'getIncome', errors: { income: 'Income must be at most 6 digits' } });
    expect(questionForServerErrors({ 'members.0.cellNumbers': 'Invalid cellphone number' }, state(), slots)).toEqual({ step: 'mainMember', errors: { cellNumber: 'Invalid cellphone number' } });
    expect(questionForServerErrors({ 'bankAccount.branchCode': 'Select your bank', 'funeral.paymentDueDay': 'Choose a day from 1 to 31' }, state(), slots)).toEqual({
      step: 'bankAccountInfo',
      errors: { bankId: 'Select your bank', paymentDueDay: 'Choose a day from 1 to 31' },
    });
    expect(questionForServerErrors({ 'bankAccount.accountHolderIdNumber': 'Invalid ID number' }, state(), slots)).toEqual({ step: 'accountHolderInfo', errors: { accountHolderIdNumber: 'Invalid ID number' } });
    expect(questionForServerErrors({ 'beneficiary.cellNumbers': 'Invalid cellphone number' }, state(), slots)).toEqual({ step: 'beneficiaryInfo', errors: { cellNumber: 'Invalid cellphone number' } });
    expect(questionForServerErrors({ 'salesInteraction.idempotencyKey': 'Invalid request key' }, state(), slots)).toBeUndefined();
  });
});
