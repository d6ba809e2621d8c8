/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { buildSaIdNumber } from '@imali/shared/validation';
import { EXCLUDED_EXTENDED_RELATIONSHIPS, relationshipOptions } from '@imali/funeral/domain';
import { QuickQuoteHost } from '../quick-quote/quick-quote-host';
import { fakeFuneralServer, type FakeServerOptions } from '../testing/fake-funeral-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { alertTexts, answerOwnAccount, clickButton, errorBeside, stepShown, waitForStep } from '../testing/queries';
import { currentLocation, readable, renderWith } from '../testing/render';

const year = new Date().getFullYear();
/** A man of 30 all year (born 1 January). */
const ID_MALE_30 = buildSaIdNumber({ birthDate: `${year - 30}-01-01`, serial: 5123 }) as string;
const BAD_CHECK_DIGIT = `${ID_MALE_30.slice(0, 12)}${(Number(ID_MALE_30[12]) + 1) % 10}`;
const SPOUSE_ID = buildSaIdNumber({ birthDate: `${year - 28}-01-01`, serial: 1234 }) as string;

const SALE = {
  id: 'policy-1',
  policyNumber: 'IMF000123',
  payAtNumber: '11112222333344',
  clientId: 'client-9',
  debitOrderId: 'mandate-1',
  paymentBankAccountId: 'bank-1',
  documentUploadToken: 'upload-token-1',
};

type Resolver = (args: Record<string, unknown>) => unknown;

function open(options: FakeServerOptions = {}, sale: Resolver = () => SALE) {
  const createClientDocument = jest.fn(({ input }: { input: Record<string, unknown> }) => ({ id: `doc-${String(input['type'])}`, type: input['type'], name: input['name'] }));
  const server = fakeFuneralServer({
    ...options,
    resolvers: { createSalesInteractionPolicyWithMembers: sale, createClientDocument, ...options.resolvers },
  });
  renderWith(<QuickQuoteHost />, { link: server.link, path: '/funeral?quote=1&quoteVariant=2' });
  return { server, createClientDocument };
}

const currentStep = () => stepShown('quick-quote-step');
const step = (name: string) => waitForStep('quick-quote-step', name);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => clickButton(name);
const alerts = () => alertTexts();
const fieldMessage = (label: string) => errorBeside(screen.getByLabelText(label));
const sales = (server: ReturnType<typeof fakeFuneralServer>) => server.requests.filter((request) => request.operationName === 'FuneralCreateSale');
const progressCurrent = () => readable(screen.getByTestId('purchase-progress').querySelector('[aria-current="step"]'));

/** Quick quote (variant 2): a man of 30, then Get me covered!. */
async function quoteAndBuy(age = '30') {
  await step('policyHolderAgeGender');
  type('Age', age);
  fireEvent.click(screen.getByLabelText('Male'));
  await click('Get Quote');
  await step('doQuote');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Get me covered!' }).hasAttribute('disabled')).toBe(false));
  await click('Get me covered!');
  await step('mainMember');
}

async function fillMainMember() {
  type('First names', 'Sipho');
  type('Surname', 'Dlamini');
  type('ID number', ID_MALE_30);
  type('Cell number', '0821234567');
  type('Email', 'sipho@example.co.za');
  type('Monthly income (R)', '15000');
  await click('Continue');
}

/** A parent's or extended family member's step: names, date of birth (1 January, `age` years ago), relationship, Continue. */
async function fillDependant(firstNames: string, surname: string, age: number, relationship: string) {
  type('First names', firstNames);
  type('Surname', surname);
  type('Date of birth', `${year - age}-01-01`);
  fireEvent.change(screen.getByLabelText('Relationship to you'), { target: { value: relationship } });
  await click('Continue');
}

const ownAccountAndBank = (accountNo?: string) => answerOwnAccount('quick-quote-step', accountNo);

async function beneficiaryInfo() {
  await step('beneficiary');
  await click('Continue');
  await step('beneficiaryInfo');
  type('First names', 'Nomsa');
  type('Surname', 'Dlamini');
  type('Cell number', '0831234567');
  await click('Continue');
}

async function buy() {
  await step('completeSale');
  const button = screen.getByTestId('complete-sale-buy');
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await act(async () => fireEvent.click(button));
}

/** The quote, the holder, no children, a beneficiary and the holder's own account: up to completeSale. */
async function noChildrenToCompleteSale() {
  await quoteAndBuy();
  await fillMainMember();
  await step('addChild1');
  await click('No children');
  await beneficiaryInfo();
  await ownAccountAndBank();
}

const HOLDER = {
  memberType: 'POLICY_HOLDER',
  firstNames: 'Sipho',
  surname: 'Dlamini',
  gender: 'MALE',
  ageAtSignup: 30,
  dateOfBirth: `${year - 30}-01-01`,
  idType: 'rsa_id',
  idNumber: ID_MALE_30,
  cellNumbers: ['0821234567'],
  email: 'sipho@example.co.za',
  relationship: null,
  income: 15000,
};

installFakeXhr();
beforeEach(() => {
  localStorage.clear();
  // The wizard's draft (a refresh keeps the answers) must not carry one test into the next.
  sessionStorage.clear();
});

describe('purchase: the visitor path', () => {
  it('goes from the quote through every step to completedSale and sends the sale as the contract asks', async () => {
    const { server } = open();
    await quoteAndBuy();
    expect(screen.getByRole('dialog', { name: 'Buy funeral cover' })).toBeTruthy();
    // The quote's answers prefill the holder.
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Male') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('ID type') as HTMLSelectElement).value).toBe('rsa_id');
    expect(progressCurrent()).toBe('1Personal Details');
    await fillMainMember();

    // No spouse: straight to the children, which the quick quote never asked about.
    await step('addChild1');
    expect(progressCurrent()).toBe('2Lives Covered');
    await click('Add a child');
    type('First names', 'Lwazi');
    type('Surname', 'Dlamini');
    type('Age', '6');
    await click('Done');

    await beneficiaryInfo();
    await ownAccountAndBank();
    await step('completeSale');
    expect(progressCurrent()).toBe('4Payment Details');
    // The premium re-quoted for the lives being bought: holder 30 and a child of 6.
    await waitFor(() => expect(readable(screen.getByTestId('complete-sale-quote-premium'))).toMatch(/^R [\d ]+\.\d\d per month$/));
    const requote = server.quoteVariables().at(-1);
    expect(requote).toMatchObject({ age: 30, gender: 'MALE', spouse: false, children: 1, childAges: [6], coverAmount: 30000 });
    expect(readable(screen.getByTestId('complete-sale-summary'))).toContain('Capitec Bank account ending 7890');
    await buy();

    await step('doMandate');
    const sent = sales(server);
    expect(sent).toHaveLength(1);
    const variables = sent[0].variables;
    expect(variables['funeral']).toEqual({ coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' });
    expect(variables['members']).toEqual([
      HOLDER,
      {
        memberType: 'CHILD',
        firstNames: 'Lwazi',
        surname: 'Dlamini',
        gender: null,
        ageAtSignup: 6,
        dateOfBirth: null,
        idType: null,
        idNumber: null,
        cellNumbers: [],
        email: null,
        relationship: null,
      },
    ]);
    expect(variables['beneficiary']).toEqual({ isSpouse: false, firstNames: 'Nomsa', surname: 'Dlamini', cellNumbers: ['0831234567'], email: null, idType: null, idNumber: null });
    expect(variables['bankAccount']).toEqual({
      branchCode: '470010',
      bankName: 'Capitec Bank',
      accountNo: '1234567890',
      ownAccount: true,
      accountHolderName: null,
      accountHolderContactNumber: null,
      accountHolderEmail: null,
      accountHolderIdNumber: null,
    });
    expect((variables['salesInteraction'] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The DebiCheck notice, with where to turn when nothing arrives.
    expect(readable(screen.getByTestId('do-mandate'))).toContain('Capitec Bank will send you a DebiCheck debit order mandate');
    expect(readable(screen.getByTestId('do-mandate-support'))).toBe('If nothing arrives within 3 days, contact support on info@imali.co.za.');
    await click('Continue');
    await step('getDocuments');
    expect(progressCurrent()).toBe('5Upload Documents');
    await click('Skip for now');

    await step('completedSale');
    expect(screen.queryByTestId('purchase-progress')).toBeNull();
    expect(readable(screen.getByTestId('policy-number'))).toBe('Your policy number is IMF000123.');
    await click('Register to view policy');
    await waitFor(() => expect(currentLocation()).toBe('/sign-in?mode=register&clientId=client-9&redirect=%2Ffuneral%2Fpolicy-1'));
  });

  it('Finish closes the wizard after the sale without asking', async () => {
    open();
    await noChildrenToCompleteSale();
    await buy();
    await step('doMandate');
    await click('Continue');
    await click('Skip for now');
    await step('completedSale');
    await click('Finish');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentLocation()).toBe('/funeral?quoteVariant=2');
  });
});

describe('purchase: the draft (docs/decisions/wizard-drafts.md)', () => {
  it('a refresh keeps the step, Back and the answers; buying drops the draft', async () => {
    open();
    await quoteAndBuy();
    await fillMainMember();
    await step('addChild1');
    cleanup();

    const { server } = open();
    await step('addChild1');
    await click('Back');
    await step('mainMember');
    expect((screen.getByLabelText('First names') as HTMLInputElement).value).toBe('Sipho');
    await click('Continue');
    await step('addChild1');
    await click('No children');
    await beneficiaryInfo();
    await ownAccountAndBank();
    await buy();
    await step('doMandate');
    expect(sales(server)).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('purchase: which steps are shown', () => {
  it('with a spouse, parents and extended family: asks each quoted life once, the spouse as beneficiary, and a third-party account with Send now', async () => {
    const { server } = open();
    await step('policyHolderAgeGender');
    type('Age', '30');
    fireEvent.click(screen.getByLabelText('Male'));
    await click('Get Quote');
    await step('doQuote');
    await click('Add spouse');
    type("Your spouse's age", '28');
    await click('Add to my quote');
    await step('doQuote');
    await click('Add parents');
    type('Parent 1 age', '60');
    fireEvent.click(screen.getByLabelText('Female'));
    await click('Add to my quote');
    await step('doQuote');
    await click('Add extended family');
    type('Number of family members', '2');
    await click('Next');
    type('Family member 1 age', '50');
    fireEvent.click(within(screen.getAllByTestId('extended-row')[0]).getByLabelText('Female'));
    type('Family member 2 age', '45');
    fireEvent.click(within(screen.getAllByTestId('extended-row')[1]).getByLabelText('Male'));
    await click('Add to my quote');
    await step('doQuote');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get me covered!' }).hasAttribute('disabled')).toBe(false));
    await click('Get me covered!');
    await step('mainMember');
    await fillMainMember();

    await step('spouse');
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('28');
    type('First names', 'Nomsa');
    type('Surname', 'Dlamini');
    type('ID number', SPOUSE_ID);
    type('Cell number', '0831234567');
    await click('Continue');
    // Date of birth is required for a spouse, but a South African ID number gives it.
    await step('addChild1');
    await click('No children');

    await step('addParent1');
    expect(within(screen.getByRole('dialog')).getByText('Parent 1 of 1')).toBeTruthy();
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
    await fillDependant('Thandi', 'Dlamini', 60, 'MOTHER');

    await step('addExtended1');
    // The dependant form's list: no spouse, husband, wife, mother, father, friend or family friend (funeral-member-changes.md).
    const offered = Array.from((screen.getByLabelText('Relationship to you') as HTMLSelectElement).options).map((option) => option.value).filter(Boolean);
    expect(offered).toEqual([...relationshipOptions('EXTENDED')]);
    for (const excluded of EXCLUDED_EXTENDED_RELATIONSHIPS) expect(offered).not.toContain(excluded);
    await fillDependant('Zodwa', 'Khumalo', 50, 'AUNT');
    await step('addExtended2');
    await fillDependant('Bheki', 'Khumalo', 45, 'UNCLE');

    await step('beneficiary');
    await click('Continue');
    await step('beneficiarySpouse');
    expect(screen.getByText('Is your spouse, Nomsa Dlamini, your beneficiary?')).toBeTruthy();
    await click('Yes');
    await step('ownAccount');
    await click('No');
    await step('accountHolderInfo');
    type('Account holder name', 'Bongani Dlamini');
    type('Account holder contact number', '0841234567');
    type('Account holder ID number', SPOUSE_ID);
    await click('Continue');
    await step('bankAccountInfo');
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'FNB' } });
    type('Account number', '62000000001');
    await click('1st');
    expect((screen.getByLabelText('Debit order day') as HTMLInputElement).value).toBe('1');
    await click('Continue');
    await step('doMandateSent');
    expect(readable(screen.getByTestId('do-mandate-sent'))).toContain('We will send a DebiCheck debit order mandate to Bongani Dlamini.');
    await click('Send now');
    await buy();
    // Someone else's account: no doMandate notice for the buyer.
    await step('getDocuments');

    const variables = sales(server)[0].variables;
    const members = variables['members'] as Record<string, unknown>[];
    expect(members.map((member) => member['memberType'])).toEqual(['POLICY_HOLDER', 'SPOUSE', 'PARENT', 'EXTENDED', 'EXTENDED']);
    expect(members[1]).toMatchObject({ firstNames: 'Nomsa', idNumber: SPOUSE_ID, dateOfBirth: `${year - 28}-01-01`, ageAtSignup: 28, cellNumbers: ['0831234567'] });
    expect(members[2]).toMatchObject({ firstNames: 'Thandi', gender: 'FEMALE', relationship: 'MOTHER', ageAtSignup: 60 });
    expect(members[4]).toMatchObject({ firstNames: 'Bheki', gender: 'MALE', relationship: 'UNCLE', ageAtSignup: 45 });
    expect(variables['beneficiary']).toEqual({ isSpouse: true, firstNames: 'Nomsa', surname: 'Dlamini', cellNumbers: ['0831234567'], email: null, idType: 'rsa_id', idNumber: SPOUSE_ID });
    expect(variables['bankAccount']).toEqual({
      branchCode: '250655',
      bankName: 'FNB',
      accountNo: '62000000001',
      ownAccount: false,
      accountHolderName: 'Bongani Dlamini',
      accountHolderContactNumber: '0841234567',
      accountHolderEmail: null,
      accountHolderIdNumber: SPOUSE_ID,
    });
    expect(variables['funeral']).toMatchObject({ paymentDueDay: 1, paymentMethod: 'DEBI_CHECK' });
  });

  it('without a spouse never shows spouse or beneficiarySpouse', async () => {
    open();
    const seen: string[] = [];
    const record = async (name: string) => {
      await step(name);
      seen.push(name);
    };
    await quoteAndBuy();
    await fillMainMember();
    await record('addChild1');
    await click('No children');
    await record('beneficiary');
    await click('Continue');
    await record('beneficiaryInfo');
    type('First names', 'Nomsa');
    type('Surname', 'Dlamini');
    type('Cell number', '0831234567');
    await click('Continue');
    await record('ownAccount');
    expect(seen).toEqual(['addChild1', 'beneficiary', 'beneficiaryInfo', 'ownAccount']);
  });

  it('covers at most 5 children: no Add Another on the fifth; Remove this child shows the next one', async () => {
    const { server } = open();
    await quoteAndBuy();
    await fillMainMember();
    await step('addChild1');
    await click('Add a child');
    for (let index = 1; index <= 5; index += 1) {
      await step(`addChild${index}`);
      type('First names', `Child${index}`);
      type('Surname', 'Dlamini');
      type('Age', String(index));
      if (index < 5) await click('Add Another');
    }
    expect(screen.queryByRole('button', { name: 'Add Another' })).toBeNull();
    expect(readable(screen.getByTestId('child-limit'))).toBe('You can cover up to 5 children: this is the last one.');
    await click('Done');
    await step('beneficiary');
    // Back to the third child and remove it: the fourth takes its place.
    await click('Back');
    await step('addChild5');
    await click('Back');
    await step('addChild4');
    await click('Back');
    await step('addChild3');
    expect((screen.getByLabelText('First names') as HTMLInputElement).value).toBe('Child3');
    await click('Remove this child');
    expect((screen.getByLabelText('First names') as HTMLInputElement).value).toBe('Child4');
    expect(currentStep()).toBe('addChild3');
    await click('Add Another');
    await step('addChild4');
    expect((screen.getByLabelText('First names') as HTMLInputElement).value).toBe('Child5');
    await click('Done');
    await beneficiaryInfo();
    await ownAccountAndBank();
    await buy();
    await step('doMandate');
    const members = sales(server)[0].variables['members'] as Record<string, unknown>[];
    expect(members.map((member) => member['firstNames'])).toEqual(['Sipho', 'Child1', 'Child2', 'Child4', 'Child5']);
  });
});

describe('purchase: the spec’s messages on each step', () => {
  it('mainMember: required fields, ID number, cell number, age', async () => {
    open();
    await quoteAndBuy();
    type('Age', '');
    await click('Continue');
    expect(fieldMessage('First names')).toBe('This field is required');
    expect(fieldMessage('Surname')).toBe('This field is required');
    expect(fieldMessage('ID number')).toBe('This field is required');
    expect(fieldMessage('Cell number')).toBe('This field is required');
    expect(fieldMessage('Email')).toBe('This field is required');
    expect(fieldMessage('Monthly income (R)')).toBe('This field is required');
    expect(fieldMessage('Age')).toBe('This field is required');
    type('ID number', BAD_CHECK_DIGIT);
    expect(fieldMessage('ID number')).toBe('Invalid ID number');
    type('Cell number', '0121234567');
    expect(fieldMessage('Cell number')).toBe('Invalid cellphone number');
    type('Email', 'sipho@');
    expect(fieldMessage('Email')).toBe('Invalid email address');
    type('Age', '61');
    expect(fieldMessage('Age')).toBe('Age must be between 18 and 60');
    type('ID number', ID_MALE_30);
    type('Age', '31');
    expect(fieldMessage('Age')).toBe('Age given does not match ID number');
    expect(currentStep()).toBe('mainMember');
    // The field limits.
    expect((screen.getByLabelText('ID number') as HTMLInputElement).maxLength).toBe(13);
    expect((screen.getByLabelText('Cell number') as HTMLInputElement).maxLength).toBe(10);
    expect((screen.getByLabelText('Age') as HTMLInputElement).maxLength).toBe(2);
  });

  it('fills date of birth, age and gender from a South African ID number', async () => {
    open();
    await quoteAndBuy();
    type('Age', '');
    const id = screen.getByLabelText('ID number');
    fireEvent.change(id, { target: { value: ID_MALE_30 } });
    fireEvent.blur(id);
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe(`${year - 30}-01-01`);
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('30');
  });

  it('says on the date of birth when it does not match the age given (funeral.md §5)', async () => {
    open();
    await quoteAndBuy();
    await fillMainMember();
    await step('addChild1');
    await click('Add a child');
    type('First names', 'Lwazi');
    type('Surname', 'Dlamini');
    type('Age', '6');
    type('Date of birth', `${year - 10}-01-01`);
    await click('Done');
    expect(fieldMessage('Age')).toBe('Age given does not match DOB');
    expect(fieldMessage('Date of birth')).toBe('Your date of birth does not match age given');
  });

  it('child, beneficiary, account holder and bank steps', async () => {
    open();
    await quoteAndBuy();
    await fillMainMember();
    await step('addChild1');
    await click('Add a child');
    type('Age', '18');
    await click('Done');
    expect(fieldMessage('First names')).toBe('This field is required');
    expect(fieldMessage('Age')).toBe('Age must be between 0 and 17, check age');
    type('First names', 'Lwazi');
    type('Surname', 'Dlamini');
    type('Age', '6');
    await click('Done');

    await step('beneficiary');
    await click('Continue');
    await step('beneficiaryInfo');
    await click('Continue');
    expect(fieldMessage('Cell number')).toBe('This field is required');
    type('Cell number', '12345');
    type('ID number', BAD_CHECK_DIGIT);
    expect(fieldMessage('Cell number')).toBe('Invalid cellphone number');
    expect(fieldMessage('ID number')).toBe('Invalid ID number');
    type('First names', 'Nomsa');
    type('Surname', 'Dlamini');
    type('Cell number', '0831234567');
    type('ID number', '');
    await click('Continue');

    await step('ownAccount');
    await click('No');
    await step('accountHolderInfo');
    await click('Continue');
    expect(alerts()).toEqual(Array(3).fill('Required for third party accounts'));
    type('Account holder name', 'Bongani Dlamini');
    type('Account holder contact number', '0841234567');
    type('Account holder ID number', SPOUSE_ID);
    await click('Continue');

    await step('bankAccountInfo');
    expect((screen.getByLabelText('Bank') as HTMLSelectElement).value).toBe('CAPITEC');
    expect((screen.getByLabelText('Debit order day') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Debit order day') as HTMLInputElement).maxLength).toBe(2);
    // Third-party holder details were asked already: not asked again here.
    expect(screen.queryByLabelText('Account holder name')).toBeNull();
    type('Debit order day', '32');
    await click('Continue');
    expect(fieldMessage('Account number')).toBe('This field is required');
    expect(fieldMessage('Debit order day')).toBe('Choose a day from 1 to 31');
    type('Debit order day', '');
    expect(fieldMessage('Debit order day')).toBe('This field is required');
    type('Debit order day', '7');
    type('Account number', '123');
    expect(fieldMessage('Account number')).toBe('Account number must be 7 to 11 digits');
    type('Account number', '1234567');
    await click('Continue');
    await step('doMandateSent');
  });
});

describe('purchase: creating the sale', () => {
  it('shows the server’s field messages on the step that owns each field, then comes back to buy with a new key', async () => {
    let calls = 0;
    const { server } = open({}, () => {
      calls += 1;
      if (calls === 1) {
        throw new GraphQLError('Bad input', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'members.1.dateOfBirth', message: 'Enter a valid date of birth' },
              { field: 'bankAccount.accountNo', message: 'Account number must be 7 to 11 digits' },
            ],
          },
        });
      }
      return SALE;
    });
    await quoteAndBuy();
    await fillMainMember();
    await step('addChild1');
    await click('Add a child');
    type('First names', 'Lwazi');
    type('Surname', 'Dlamini');
    type('Age', '6');
    await click('Done');
    await beneficiaryInfo();
    await ownAccountAndBank();
    await buy();

    // members.1 is the first child.
    await step('addChild1');
    await waitFor(() => expect(fieldMessage('Date of birth')).toBe('Enter a valid date of birth'));
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    type('Date of birth', `${year - 6}-01-01`);
    await click('Continue');
    await step('bankAccountInfo');
    await waitFor(() => expect(fieldMessage('Account number')).toBe('Account number must be 7 to 11 digits'));
    type('Account number', '1234567891');
    await click('Continue');
    await buy();
    await step('doMandate');

    const [first, second] = sales(server);
    const key = (request: typeof first) => (request.variables['salesInteraction'] as { idempotencyKey: string }).idempotencyKey;
    expect(key(second)).not.toBe(key(first));
    expect((second.variables['members'] as Record<string, unknown>[])[1]).toMatchObject({ dateOfBirth: `${year - 6}-01-01` });
  });

  it('keeps the answers and the idempotency key when the sale fails, and sends one request for a double click', async () => {
    let fail = true;
    const { server } = open({}, () => {
      if (fail) throw new Error('upstream down');
      return SALE;
    });
    await noChildrenToCompleteSale();
    await step('completeSale');
    const button = screen.getByTestId('complete-sale-buy');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const error = await screen.findByTestId('complete-sale-error');
    expect(readable(error)).toContain('We could not finish buying your cover. Your answers are kept: please try again.');
    expect(sales(server)).toHaveLength(1);
    expect(currentStep()).toBe('completeSale');

    fail = false;
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await step('doMandate');
    const [first, second] = sales(server);
    expect(sales(server)).toHaveLength(2);
    expect(second.variables).toEqual(first.variables);
  });

  it('keeps the key when the buyer goes back and returns without changing anything', async () => {
    let fail = true;
    const { server } = open({}, () => {
      if (fail) throw new Error('upstream down');
      return SALE;
    });
    await noChildrenToCompleteSale();
    await buy();
    await screen.findByTestId('complete-sale-error');
    await click('Back');
    await step('bankAccountInfo');
    await click('Continue');
    fail = false;
    await buy();
    await step('doMandate');
    const [first, second] = sales(server);
    expect(second.variables['salesInteraction']).toEqual(first.variables['salesInteraction']);
  });
});

describe('purchase: the progress header', () => {
  it('is hidden for the quick quote and marks the Buy sub-step', async () => {
    open();
    await step('policyHolderAgeGender');
    expect(screen.queryByTestId('purchase-progress')).toBeNull();
    type('Age', '30');
    fireEvent.click(screen.getByLabelText('Male'));
    await click('Get Quote');
    await step('doQuote');
    expect(screen.queryByTestId('purchase-progress')).toBeNull();
    await click('Get me covered!');
    await step('mainMember');
    const progress = screen.getByRole('navigation', { name: 'Purchase progress' });
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((item) => readable(item).replace(/^\d/, ''))).toEqual(['Personal Details', 'Lives Covered', 'Beneficiaries', 'Payment Details', 'Upload Documents']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['step', null, null, null, null]);
    await fillMainMember();
    await step('addChild1');
    await click('No children');
    await step('beneficiary');
    expect(progressCurrent()).toBe('3Beneficiaries');
    expect(readable(within(screen.getByTestId('purchase-progress')).getAllByRole('listitem')[0])).toContain('(done)');
  });
});

describe('purchase: going back and closing', () => {
  it('Back to my quote keeps the answers given so far', async () => {
    open();
    await quoteAndBuy();
    type('First names', 'Sipho');
    await click('Continue');
    await click('Back to my quote');
    await step('doQuote');
    expect(screen.getByRole('dialog', { name: 'Funeral cover quote' })).toBeTruthy();
    await click('Get me covered!');
    await step('mainMember');
    // Answers are kept once the step is passed; an unfinished step starts from the last kept ones.
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('30');
  });

  it('asks before closing while buying, and keeps going on Keep going', async () => {
    open();
    await quoteAndBuy();
    await click('Close');
    const confirm = screen.getByRole('dialog', { name: 'Stop buying your cover?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Keep going' })));
    expect(currentStep()).toBe('mainMember');
    await click('Close');
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Stop buying your cover?' })).getByRole('button', { name: 'Stop' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a callback when the sale fails', async () => {
    open({}, () => {
      throw new Error('upstream down');
    });
    await noChildrenToCompleteSale();
    await buy();
    await screen.findByTestId('complete-sale-error');
    await click('Request a Callback');
    const panel = screen.getByRole('dialog', { name: 'Let us contact you' });
    expect((within(panel).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Quick Quote Callback Request');
  });
});

async function toDocuments() {
  await noChildrenToCompleteSale();
  await buy();
  await step('doMandate');
  await click('Continue');
  await step('getDocuments');
}

const choose = (label: string, file: File) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));

describe('purchase: documents', () => {
  it('uploads the selfie and the ID document with progress, records them, and finishes', async () => {
    const { createClientDocument } = open();
    await toDocuments();
    const selfieInput = screen.getByLabelText('Selfie') as HTMLInputElement;
    expect(selfieInput.getAttribute('accept')).toBe('image/jpeg,image/png,application/pdf');
    expect(selfieInput.getAttribute('capture')).toBe('user');
    await click('Done');
    expect(alerts()).toEqual(['Choose your ID document, or Skip for now']);
    await choose('Selfie', new File(['selfie-bytes'], 'me.jpg', { type: 'image/jpeg' }));
    await choose('ID document', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await click('Done');
    await step('uploadDocs');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const sentAs = (type: string) => FakeXhr.sent.find((request) => request.headers['Content-Type'] === type)!;
    const [selfie, idDocument] = [sentAs('image/jpeg'), sentAs('application/pdf')];
    expect([selfie.method, selfie.url, selfie.headers['X-Imali-Upload-Token'], selfie.headers['Content-Type']]).toEqual(['POST', '/files', 'upload-token-1', 'image/jpeg']);
    expect(idDocument.headers['X-File-Name']).toBe('id.pdf');
    await act(async () => idDocument.progress(40, 100));
    expect(readable(screen.getByTestId('upload-idDocument'))).toContain('Uploading… 40%');
    expect((screen.getByLabelText('ID document upload') as HTMLProgressElement).value).toBeCloseTo(0.4);
    const done = () => screen.getByRole('button', { name: 'Done' });
    expect(done().hasAttribute('disabled')).toBe(true);
    await act(async () => idDocument.reply(201, { id: 'file-id', name: 'id.pdf', contentType: 'application/pdf', size: 8 }));
    await act(async () => selfie.reply(201, { id: 'file-selfie', name: 'me.jpg', contentType: 'image/jpeg', size: 12 }));
    await waitFor(() => expect(screen.getByTestId('upload-idDocument').getAttribute('data-status')).toBe('done'));
    await waitFor(() => expect(screen.getByTestId('upload-selfie').getAttribute('data-status')).toBe('done'));
    const inputs = createClientDocument.mock.calls.map(([args]) => args.input).sort((a, b) => String(a['type']).localeCompare(String(b['type'])));
    expect(inputs).toEqual([
      { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-9', fileId: 'file-id', uploadToken: 'upload-token-1' },
      { type: 'SELFIE', name: 'Selfie', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-9', fileId: 'file-selfie', uploadToken: 'upload-token-1' },
    ]);
    await click('Done');
    await step('completedSale');
    expect(screen.queryByText('You can send your selfie and ID document later from your policy.')).toBeNull();
  });

  it('shows an upload failure with Try again, and Done once the ID document is in', async () => {
    open();
    await toDocuments();
    await choose('ID document', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await click('Done');
    await step('uploadDocs');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].reply(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' } }));
    const error = await screen.findByTestId('upload-idDocument-error');
    expect(readable(error)).toContain('The file is larger than 5 MB');
    expect(screen.getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again: ID document' })));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await act(async () => FakeXhr.sent[1].reply(201, { id: 'file-id', name: 'id.pdf', contentType: 'application/pdf', size: 8 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(false));
    await click('Done');
    await step('completedSale');
  });

  it('refuses a file type the vault does not take', async () => {
    open();
    await toDocuments();
    await choose('ID document', new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(alerts()).toEqual(['Upload a JPEG, PNG or PDF file']);
    await click('Done');
    expect(currentStep()).toBe('getDocuments');
  });

  it('Skip for now says the documents can follow later', async () => {
    open();
    await toDocuments();
    await click('Skip for now');
    await step('completedSale');
    expect(screen.getByText('You can send your selfie and ID document later from your policy.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('purchase: a signed-in client', () => {
  const CLIENT = {
    id: 'client-9',
    firstNames: 'Sipho',
    surname: 'Dlamini',
    email: 'sipho@example.co.za',
    gender: 'MALE',
    birthDate: `${year - 30}-01-01`,
    income: 15000,
    idNumber: ID_MALE_30,
    idType: 'rsa_id',
    cellNumbers: ['0821234567'],
  };

  it('prefills the holder from the client, locks the ID number and ends at completedSaleSignedIn', async () => {
    const { server, createClientDocument } = open({ myClient: CLIENT });
    await step('policyHolderAgeGender');
    await click('Get Quote');
    await step('doQuote');
    await click('Get me covered!');
    await step('mainMember');
    expect((screen.getByLabelText('First names') as HTMLInputElement).value).toBe('Sipho');
    expect((screen.getByLabelText('Cell number') as HTMLInputElement).value).toBe('0821234567');
    expect((screen.getByLabelText('Monthly income (R)') as HTMLInputElement).value).toBe('15000');
    expect(readable(screen.getByTestId('member-id-locked'))).toContain('Your ID number cannot be changed once it is set');
    expect((screen.getByLabelText('ID number') as HTMLInputElement).readOnly).toBe(true);
    await click('Continue');
    await step('addChild1');
    await click('No children');
    await beneficiaryInfo();
    await ownAccountAndBank();
    await buy();
    await step('doMandate');
    expect((sales(server)[0].variables['members'] as unknown[])[0]).toEqual(HOLDER);
    await click('Continue');
    await choose('ID document', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    await click('Done');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    // Clients upload with their session, not the visitor's token.
    expect(FakeXhr.sent[0].headers['X-Imali-Upload-Token']).toBeUndefined();
    await act(async () => FakeXhr.sent[0].reply(201, { id: 'file-id', name: 'id.pdf', contentType: 'application/pdf', size: 8 }));
    await waitFor(() => expect(createClientDocument).toHaveBeenCalledTimes(1));
    expect(createClientDocument.mock.calls[0][0].input).toMatchObject({ type: 'RSA_ID', uploadToken: null, clientId: 'client-9' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(false));
    await click('Done');
    await step('completedSaleSignedIn');
    expect(screen.queryByRole('button', { name: 'Register to view policy' })).toBeNull();
    await click('View my policy');
    expect(currentLocation()).toBe('/funeral/policy-1');
  });
});
