/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { buildSaIdNumber } from '@imali/shared/validation';
import type { FuneralQuoteInput } from '@imali/funeral/domain';
import { fakeFuneralServer, fakeGetPolicyQuote, type FakeServer, type FakeServerOptions } from '../testing/fake-funeral-server';
import { FakeXhr, installFakeXhr } from '@imali/shared/web/testing';
import { alertTexts, answerOwnAccount as payFromOwnAccount, clickButton, stepShown, variablesOf, waitForStep } from '../testing/queries';
import { readable, renderWith } from '../testing/render';
import { perMonth } from '../quote/quote-summary';
import { ChatSalePage } from './chat-sale-page';
import { CHAT_CLIENT, HOLDER_ID, born } from './chat-sale.fixtures';
import type { ChatSaleClient } from './chat-sale-types';
import { CHILD_LIMIT_MESSAGE, FIX_ANSWER_MESSAGE, TERMS_THANKS, confirmationText } from './chat-sale-texts';

const THIRD_PARTY_ID = buildSaIdNumber({ birthDate: born(50), serial: 1234 }) as string;
const CLIENT = CHAT_CLIENT;

const SALE_RESULT = {
  id: 'policy-7',
  policyNumber: 'IMF0000123',
  payAtNumber: '11223344556',
  clientId: 'client-1',
  debitOrderId: 'mandate-1',
  paymentBankAccountId: 'account-9',
  documentUploadToken: null,
};

const SINGLE = '?coverAmount=30000&spouse=N&children=N';

installFakeXhr();
const scrollIntoView = jest.fn();
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scrollIntoView });
});
beforeEach(() => {
  scrollIntoView.mockClear();
  // The chat's draft (a refresh keeps the answers) must not carry one test into the next.
  sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

interface OpenOptions {
  client?: Partial<ChatSaleClient>;
  search?: string;
  resolvers?: FakeServerOptions['resolvers'];
}

function open({ client = {}, search = SINGLE, resolvers = {} }: OpenOptions = {}) {
  const server = fakeFuneralServer({
    myClient: { ...CLIENT, ...client },
    resolvers: {
      createSalesInteractionPolicyWithMembers: () => SALE_RESULT,
      updateMyProfile: () => ({ ...CLIENT, ...client, acceptedTerms: true }),
      createClientDocument: ({ input }: { input: { type: string; name: string } }) => ({ id: `document-${input.type}`, type: input.type, name: input.name }),
      ...resolvers,
    },
  });
  renderWith(<ChatSalePage />, { link: server.link, path: `/funeral/buy${search}` });
  return server;
}

const panel = () => screen.getByTestId('chat-step');
const currentStep = () => stepShown('chat-step');
const step = (name: string) => waitForStep('chat-step', name);
const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string | RegExp) => clickButton(name, panel());
const alerts = () => alertTexts(panel());
const messages = () => screen.queryAllByTestId('chat-message').map((element) => readable(element));
const question = () => readable(screen.queryByTestId('chat-question'));
const choose = (group: string, option: string) => fireEvent.click(within(within(panel()).getByRole('group', { name: group })).getByLabelText(option));
const saleRequests = (server: FakeServer) => variablesOf(server, 'FuneralCreateSale');
const documentRequests = (server: FakeServer) => variablesOf(server, 'FuneralCreateClientDocument');

async function answerMember(values: Record<string, string>, button: string | RegExp = 'Continue') {
  for (const [label, value] of Object.entries(values)) type(label, value);
  await click(button);
}

const answerOwnAccount = (accountNo?: string) => payFromOwnAccount('chat-step', accountNo);

async function buy() {
  await step('completeSale');
  await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Buy now' })).toHaveProperty('disabled', false));
  await click('Buy now');
}

const pdf = (name = 'id.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const chooseFile = (label: string, file: File) => act(async () => fireEvent.change(field(label), { target: { files: [file] } }));

describe('the draft (docs/decisions/wizard-drafts.md)', () => {
  it('a refresh keeps the conversation and the question reached; another client starts afresh', async () => {
    open();
    await step('mainMember');
    await click('Continue');
    await step('beneficiaryInfo');
    cleanup();

    open();
    await step('beneficiaryInfo');
    expect(messages()).toContain('You: Thabo Nkosi, age 35');
    cleanup();

    open({ client: { id: 'client-2' } });
    await step('mainMember');
    expect(messages()).toEqual([]);
  });
});

describe('loading and errors', () => {
  it('shows a loading state, then the first question', async () => {
    open();
    expect(screen.getByTestId('spinner').textContent).toContain('Loading your details');
    await step('mainMember');
    expect(screen.queryByText('Loading your details')).toBeNull();
  });

  it('says so when the client’s details cannot be loaded, and tries again', async () => {
    let calls = 0;
    open({
      resolvers: {
        myClient: () => {
          calls += 1;
          if (calls === 1) throw new GraphQLError('The identity service is unavailable');
          return CLIENT;
        },
      },
    });
    const error = await screen.findByTestId('chat-sale-load-error');
    expect(readable(error)).toContain('We could not load your details.');
    expect(readable(error)).toContain('The identity service is unavailable');
    expect(screen.queryByTestId('chat-step')).toBeNull();
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await step('mainMember');
  });
});

describe('the opening exchange and the query string', () => {
  it('asks the calculator’s questions when the link has none, with the shared messages', async () => {
    open({ search: '' });
    await step('opening');
    expect(question()).toContain('How much cover would you like');
    expect((within(panel()).getByTestId('chat-cover-amount') as HTMLInputElement).value).toBe('30000');
    await click('Continue');
    expect(alerts()).toEqual(['Select one', 'Select one']);
    choose('Cover your spouse?', 'Yes');
    type("Spouse's age", '61');
    await click('Continue');
    expect(alerts()).toEqual(['Age must be between 18 and 60', 'Select one']);
    expect(currentStep()).toBe('opening');
    type("Spouse's age", '33');
    choose('Cover your children?', 'No');
    fireEvent.change(within(panel()).getByTestId('chat-cover-amount'), { target: { value: '40000' } });
    await click('Continue');
    await step('mainMember');
    expect(messages()).toContain('You: R 40 000 cover for me and my spouse (age 33)');
  });

  it('drops bad values from the link and asks for them, keeping the good ones', async () => {
    open({ search: '?coverAmount=35000&spouse=Y&ageSpouse=99&children=maybe' });
    await step('opening');
    expect((within(panel()).getByTestId('chat-cover-amount') as HTMLInputElement).value).toBe('30000');
    expect((within(within(panel()).getByRole('group', { name: 'Cover your spouse?' })).getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    expect(field("Spouse's age").value).toBe('');
    const children = within(within(panel()).getByRole('group', { name: 'Cover your children?' }));
    expect((children.getByLabelText('Yes') as HTMLInputElement).checked).toBe(false);
    expect((children.getByLabelText('No') as HTMLInputElement).checked).toBe(false);
  });

  it('starts at the first question asked when the link has every answer', async () => {
    open({ search: '?coverAmount=60000&spouse=Y&ageSpouse=40&children=Y', client: { acceptedTerms: false } });
    await step('terms');
    expect(screen.queryByText(/How much cover would you like/)).toBeNull();
  });
});

describe('terms', () => {
  it('records the acceptance, thanks the client and moves on after 2 seconds', async () => {
    jest.useFakeTimers();
    const server = open({ client: { acceptedTerms: false } });
    await step('terms');
    await click('Continue');
    expect(alerts()).toEqual(['Need to accept Ts and Cs to Continue']);
    expect(server.count('FuneralChatSaleAcceptTerms')).toBe(0);
    fireEvent.click(field('I accept the Ts and Cs'));
    await click('Continue');
    await waitFor(() => expect(messages()).toContain(`Imali: ${TERMS_THANKS}`));
    expect(server.requests.find((request) => request.operationName === 'FuneralChatSaleAcceptTerms')?.variables).toEqual({ input: { acceptedTerms: true } });
    expect(messages()).toContain('You: I accept the Ts and Cs');
    act(() => jest.advanceTimersByTime(1999));
    expect(currentStep()).toBe('terms');
    expect(within(panel()).queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(currentStep()).toBe('mainMember');
  });

  it('shows the server’s message when the acceptance cannot be recorded', async () => {
    open({
      client: { acceptedTerms: false },
      resolvers: {
        updateMyProfile: () => {
          throw new GraphQLError('Your profile could not be updated', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
        },
      },
    });
    await step('terms');
    fireEvent.click(field('I accept the Ts and Cs'));
    await click('Continue');
    await waitFor(() => expect(alerts()).toEqual(['Your profile could not be updated']));
    expect(currentStep()).toBe('terms');
  });

  it('is skipped when the client already accepted the terms', async () => {
    const server = open({ client: { acceptedTerms: true, income: null } });
    await step('getIncome');
    expect(server.count('FuneralChatSaleAcceptTerms')).toBe(0);
  });
});

describe('income', () => {
  it('asks for the monthly income with the holder’s income rule', async () => {
    open({ client: { income: null } });
    await step('getIncome');
    await click('Continue');
    expect(alerts()).toEqual(['This field is required']);
    type('Monthly income', 'lots');
    expect(alerts()).toEqual(['This field needs to be a number like 123 or 123.45']);
    type('Monthly income', '1000000');
    expect(alerts()).toEqual(['Income must be at most 6 digits']);
    type('Monthly income', '12000');
    await click('Continue');
    await step('mainMember');
    expect(messages()).toContain('You: R 12 000 per month');
  });

  it('is skipped when the client record has an income (even 0)', async () => {
    open({ client: { income: 0, documents: [] } });
    await step('doIdCard');
  });
});

describe('documents', () => {
  it('uploads the ID document with progress and records it as the client’s document', async () => {
    const server = open({ client: { documents: [{ __typename: 'ClientDocument', id: 'doc-2', type: 'SELFIE' }] } });
    await step('doIdCard');
    await chooseFile('ID document', pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/files');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/pdf', 'X-File-Name': 'id.pdf' });
    act(() => xhr.progress(40, 100));
    expect(within(panel()).getByRole('progressbar', { name: 'Uploading ID document' }).getAttribute('value')).toBe('40');
    await act(async () => xhr.reply(201, { id: 'file-1', name: 'id.pdf', contentType: 'application/pdf', size: 13 }));
    await step('mainMember');
    expect(documentRequests(server)).toEqual([
      { input: { type: 'RSA_ID', name: 'ID Document', source: 'FUNERAL_QUICK_QUOTE', clientId: 'client-1', fileId: 'file-1' } },
    ]);
    expect(messages()).toContain('You: ID document uploaded');
  });

  it('shows a failed upload and sends the same file again on Try again', async () => {
    open({ client: { documents: [{ __typename: 'ClientDocument', id: 'doc-2', type: 'SELFIE' }] } });
    await step('doIdCard');
    await chooseFile('ID document', pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].reply(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' } }));
    expect(readable(await screen.findByTestId('chat-upload-RSA_ID-error'))).toContain('The file is larger than 5 MB');
    await click('Try again');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1].body).toBe(FakeXhr.sent[0].body);
    await act(async () => FakeXhr.sent[1].reply(201, { id: 'file-2' }));
    await step('mainMember');
  });

  it('records the document again without a second upload when only the record failed', async () => {
    let attempts = 0;
    const server = open({
      client: { documents: [{ __typename: 'ClientDocument', id: 'doc-1', type: 'RSA_ID' }] },
      resolvers: {
        createClientDocument: ({ input }: { input: { type: string; name: string } }) => {
          attempts += 1;
          if (attempts === 1) throw new GraphQLError('The vault is unavailable');
          return { id: 'document-1', type: input.type, name: input.name };
        },
      },
    });
    await step('selfie');
    expect(within(panel()).getByLabelText('Selfie').getAttribute('accept')).toBe('image/png,image/jpeg');
    await chooseFile('Selfie', pdf('me.pdf'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].reply(201, { id: 'file-3' }));
    expect(readable(await screen.findByTestId('chat-upload-SELFIE-error'))).toContain('The vault is unavailable');
    await click('Try again');
    await step('mainMember');
    expect(FakeXhr.sent).toHaveLength(1);
    expect(documentRequests(server).map((request) => request['input'])).toEqual([
      expect.objectContaining({ type: 'SELFIE', name: 'Selfie', fileId: 'file-3' }),
      expect.objectContaining({ type: 'SELFIE', name: 'Selfie', fileId: 'file-3' }),
    ]);
  });

  it('lets the client answer Later to both', async () => {
    const server = open({ client: { documents: [] } });
    await step('doIdCard');
    await click('Later');
    await step('selfie');
    await click('Later');
    await step('mainMember');
    expect(messages().filter((message) => message === 'You: Later')).toHaveLength(2);
    expect(server.count('FuneralCreateClientDocument')).toBe(0);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('covered lives', () => {
  it('prefills the policy holder from the client record, the ID number shown but not editable', async () => {
    open();
    await step('mainMember');
    expect(field('First names').value).toBe('Thabo');
    expect(field('Surname').value).toBe('Nkosi');
    expect(field('ID number').value).toBe(HOLDER_ID);
    expect(field('ID number').readOnly).toBe(true);
    expect(field('Age').value).toBe('35');
    expect(field('Date of birth').value).toBe(born(35));
    expect(field('Cell number').value).toBe('0821234567');
    expect(field('Email').value).toBe('thabo@example.com');
    type('Cell number', '12345');
    await click('Continue');
    expect(alerts()).toEqual(['Invalid cellphone number']);
    type('Cell number', '0827654321');
    await click('Continue');
    await step('beneficiaryInfo');
    expect(messages()).toContain('You: Thabo Nkosi, age 35');
  });

  it('lets the client correct an ID number on record that the rules refuse', async () => {
    const badCheckDigit = `${HOLDER_ID.slice(0, 12)}${(Number(HOLDER_ID[12]) + 1) % 10}`;
    open({ client: { idNumber: badCheckDigit } });
    await step('mainMember');
    expect(field('ID number').readOnly).toBe(false);
    await click('Continue');
    expect(alerts()).toEqual(['Invalid ID number']);
    type('ID number', HOLDER_ID);
    await click('Continue');
    await step('beneficiaryInfo');
  });

  it('chat variant: the spouse’s e-mail is required, the age from the link is prefilled', async () => {
    open({ search: '?coverAmount=30000&spouse=Y&ageSpouse=33&children=N' });
    await step('mainMember');
    await click('Continue');
    await step('spouse');
    expect(field('Age').value).toBe('33');
    await answerMember({ 'First names': 'Lerato', Surname: 'Nkosi', 'Date of birth': born(33), 'Cell number': '0831234567' });
    expect(alerts()).toEqual(['This field is required']);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    await answerMember({ Email: 'lerato@example.com' });
    await step('beneficiarySpouse');
  });

  it('chat variant: a child’s date of birth is required; cell and e-mail are not asked', async () => {
    open({ search: '?coverAmount=30000&spouse=N&children=Y' });
    await step('mainMember');
    await click('Continue');
    await step('child1');
    expect(within(panel()).queryByLabelText('Cell number')).toBeNull();
    expect(within(panel()).queryByLabelText('Email')).toBeNull();
    await answerMember({ 'First names': 'Sipho', Surname: 'Nkosi', Age: '4' }, 'Done');
    expect(alerts()).toEqual(['This field is required']);
    expect(field('Date of birth').getAttribute('aria-invalid')).toBe('true');
    await answerMember({ 'Date of birth': born(4) }, 'Done');
    await step('beneficiaryInfo');
  });

  it('after the fifth child says so and moves on after 100 ms', async () => {
    jest.useFakeTimers();
    open({ search: '?coverAmount=30000&spouse=N&children=Y' });
    await step('mainMember');
    await click('Continue');
    for (let child = 1; child <= 4; child += 1) {
      await step(`child${child}`);
      expect(within(panel()).getByRole('button', { name: 'Add another' })).toBeTruthy();
      await answerMember({ 'First names': `Child${child}`, Surname: 'Nkosi', 'Date of birth': born(child) }, 'Add another');
    }
    await step('child5');
    expect(within(panel()).queryByRole('button', { name: 'Add another' })).toBeNull();
    await answerMember({ 'First names': 'Child5', Surname: 'Nkosi', 'Date of birth': born(5) });
    await waitFor(() => expect(messages()).toContain(`Imali: ${CHILD_LIMIT_MESSAGE}`));
    expect(currentStep()).toBe('child5');
    act(() => jest.advanceTimersByTime(99));
    expect(currentStep()).toBe('child5');
    act(() => jest.advanceTimersByTime(1));
    expect(currentStep()).toBe('beneficiaryInfo');
    // The age came from each date of birth.
    expect(messages()).toContain('You: Child5 Nkosi, age 5');
  });

  it('skips the spouse and the children when neither is covered', async () => {
    open();
    await step('mainMember');
    await click('Continue');
    await step('beneficiaryInfo');
    expect(messages().some((message) => message.includes('spouse') || message.includes('child'))).toBe(false);
  });
});

describe('beneficiary and payment', () => {
  it('someone else’s account: holder details, bank, doMandateSent, and a confirmation without the SMS mandate', async () => {
    const server = open({ client: { bankAccounts: [{ __typename: 'BankAccount' as const, id: 'ba-1', bankName: 'Capitec Bank', branchCode: '470010', accountNo: '1234567890', ownAccount: true, accountHolderName: null }] } });
    await step('mainMember');
    await click('Continue');
    await step('beneficiaryInfo');
    await click('Continue');
    expect(alerts()).toEqual(['This field is required', 'This field is required', 'This field is required']);
    await answerMember({ 'First names': 'Nomsa', Surname: 'Dlamini', 'Cell number': '0831234567', 'ID number': '123' });
    expect(alerts()).toEqual(['Invalid ID number']);
    await answerMember({ 'ID number': '' });
    await step('ownAccount');
    await click('No');
    await step('accountHolderInfo');
    await click('Continue');
    expect(alerts()).toEqual(['Required for third party accounts', 'Required for third party accounts', 'Required for third party accounts']);
    await answerMember({
      'Account holder name': 'Sam Mokoena',
      'Account holder contact number': '0841234567',
      'Account holder ID number': THIRD_PARTY_ID,
    });
    await step('bankAccountInfo');
    // Stored accounts are the client's own: not offered for someone else's account.
    expect(within(panel()).queryByRole('group', { name: 'Pay from' })).toBeNull();
    fireEvent.change(field('Bank'), { target: { value: 'FNB' } });
    type('Account number', '62000000001');
    type('Debit order day', '32');
    await click('Continue');
    expect(alerts()).toEqual(['Choose a day from 1 to 31']);
    type('Debit order day', '15');
    await click('Continue');
    await step('doMandateSent');
    expect(question()).toContain('Sam Mokoena must approve the debit order');
    await click('Send now');
    await buy();
    await step('done');
    expect(readable(screen.getByTestId('chat-confirmation'))).toContain(confirmationText(false));
    expect(readable(screen.getByTestId('chat-confirmation'))).not.toContain('SMS');
    const [variables] = saleRequests(server);
    expect(variables['bankAccount']).toEqual({
      branchCode: '250655',
      bankName: 'FNB',
      accountNo: '62000000001',
      ownAccount: false,
      accountHolderName: 'Sam Mokoena',
      accountHolderContactNumber: '0841234567',
      accountHolderEmail: null,
      accountHolderIdNumber: THIRD_PARTY_ID,
    });
    expect(variables['funeral']).toEqual({ coverAmount: 30000, paymentDueDay: 15, paymentMethod: 'NAEDO' });
    expect(variables['beneficiary']).toEqual({ isSpouse: false, firstNames: 'Nomsa', surname: 'Dlamini', cellNumbers: ['0831234567'], email: null, idType: null, idNumber: null });
  });

  it('own account: offers the client’s stored accounts and sends the one chosen', async () => {
    const server = open({
      client: {
        bankAccounts: [
          { __typename: 'BankAccount' as const, id: 'ba-1', bankName: 'Capitec Bank', branchCode: '470010', accountNo: '1234567890', ownAccount: true, accountHolderName: null },
          { __typename: 'BankAccount' as const, id: 'ba-2', bankName: 'ABSA', branchCode: '632005', accountNo: '4055555555', ownAccount: false, accountHolderName: 'Sam Mokoena' },
        ],
      },
    });
    await step('mainMember');
    await click('Continue');
    await step('beneficiaryInfo');
    await answerMember({ 'First names': 'Nomsa', Surname: 'Dlamini', 'Cell number': '0831234567' });
    await step('ownAccount');
    await click('Yes');
    await step('bankAccountInfo');
    const payFrom = within(within(panel()).getByRole('group', { name: 'Pay from' }));
    expect(payFrom.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Capitec Bank ••••7890', 'Another bank account']);
    expect(within(panel()).queryByLabelText('Account number')).toBeNull();
    await click('Continue');
    expect(alerts()).toEqual(['Select one']);
    fireEvent.click(payFrom.getByLabelText('Another bank account'));
    expect(within(panel()).getByLabelText('Account number')).toBeTruthy();
    fireEvent.click(payFrom.getByLabelText('Capitec Bank ••••7890'));
    await click('Continue');
    expect(messages()).toContain('You: Capitec Bank ••••7890, debit order day 25');
    await buy();
    await step('done');
    expect(readable(screen.getByTestId('chat-confirmation'))).toContain(confirmationText(true));
    expect(saleRequests(server)[0]['bankAccount']).toEqual({
      branchCode: '470010',
      bankName: 'Capitec Bank',
      accountNo: '1234567890',
      ownAccount: true,
      accountHolderName: null,
      accountHolderContactNumber: null,
      accountHolderEmail: null,
      accountHolderIdNumber: null,
    });
  });
});

describe('the whole chat and the sale', () => {
  it('walks every question to the sale with the exact mutation variables', async () => {
    jest.useFakeTimers();
    const server = open({ search: '?coverAmount=40000&spouse=Y&ageSpouse=33&children=Y', client: { acceptedTerms: false, income: null, documents: [] } });
    await step('terms');
    fireEvent.click(field('I accept the Ts and Cs'));
    await click('Continue');
    await act(async () => jest.advanceTimersByTime(2000));
    await step('getIncome');
    type('Monthly income', '18500');
    await click('Continue');
    await step('doIdCard');
    await chooseFile('ID document', pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await act(async () => FakeXhr.sent[0].reply(201, { id: 'file-1' }));
    await step('selfie');
    await click('Later');
    await step('mainMember');
    await click('Continue');
    await step('spouse');
    await answerMember({ 'First names': 'Lerato', Surname: 'Nkosi', 'Date of birth': born(33), 'Cell number': '0831234567', Email: 'lerato@example.com' });
    await step('child1');
    await answerMember({ 'First names': 'Sipho', Surname: 'Nkosi', Age: '4', 'Date of birth': born(4) }, 'Add another');
    await step('child2');
    await answerMember({ 'First names': 'Zola', Surname: 'Nkosi', Age: '9', 'Date of birth': born(9) }, 'Done');
    await step('beneficiarySpouse');
    await click('Yes');
    await answerOwnAccount('1234567890');
    await step('completeSale');
    // The premium re-quoted for the lives named.
    await waitFor(() => expect(screen.getByTestId('chat-quote-premium')).toBeTruthy());
    const quoted = server.quoteVariables().at(-1)!;
    expect(quoted).toEqual({
      idNumber: HOLDER_ID,
      age: 35,
      gender: null,
      spouse: true,
      ageSpouse: 33,
      children: 2,
      childAges: [4, 9],
      coverAmount: 40000,
      parents: null,
      extended: null,
      income: 18500,
    });
    const premium = fakeGetPolicyQuote(quoted as FuneralQuoteInput).premium;
    expect(readable(screen.getByTestId('chat-quote-premium'))).toBe(perMonth(premium).replace(/\u00a0/g, ' '));
    await buy();
    await step('done');
    expect(saleRequests(server)).toEqual([
      {
        funeral: { coverAmount: 40000, paymentDueDay: 25, paymentMethod: 'NAEDO' },
        bankAccount: {
          branchCode: '470010',
          bankName: 'Capitec Bank',
          accountNo: '1234567890',
          ownAccount: true,
          accountHolderName: null,
          accountHolderContactNumber: null,
          accountHolderEmail: null,
          accountHolderIdNumber: null,
        },
        beneficiary: { isSpouse: true, firstNames: 'Lerato', surname: 'Nkosi', cellNumbers: ['0831234567'], email: 'lerato@example.com', idType: null, idNumber: null },
        members: [
          {
            memberType: 'POLICY_HOLDER',
            firstNames: 'Thabo',
            surname: 'Nkosi',
            gender: 'MALE',
            ageAtSignup: 35,
            dateOfBirth: born(35),
            idType: 'rsa_id',
            idNumber: HOLDER_ID,
            cellNumbers: ['0821234567'],
            email: 'thabo@example.com',
            relationship: null,
            income: 18500,
          },
          { memberType: 'SPOUSE', firstNames: 'Lerato', surname: 'Nkosi', gender: null, ageAtSignup: 33, dateOfBirth: born(33), idType: null, idNumber: null, cellNumbers: ['0831234567'], email: 'lerato@example.com', relationship: null },
          { memberType: 'CHILD', firstNames: 'Sipho', surname: 'Nkosi', gender: null, ageAtSignup: 4, dateOfBirth: born(4), idType: null, idNumber: null, cellNumbers: [], email: null, relationship: null },
          { memberType: 'CHILD', firstNames: 'Zola', surname: 'Nkosi', gender: null, ageAtSignup: 9, dateOfBirth: born(9), idType: null, idNumber: null, cellNumbers: [], email: null, relationship: null },
        ],
        salesInteraction: { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      },
    ]);
    const confirmation = readable(screen.getByTestId('chat-confirmation'));
    expect(confirmation).toContain(confirmationText(true));
    expect(confirmation).toContain('SMS with a debit order mandate to sign');
    expect(confirmation).toContain('Your policy number is IMF0000123.');
    expect(within(panel()).getByRole('link', { name: 'View my policy' }).getAttribute('href')).toBe('/funeral/policy-7');
    // Every answer stays in the conversation.
    expect(messages()).toEqual(
      expect.arrayContaining(['You: I accept the Ts and Cs', 'You: R 18 500 per month', 'You: ID document uploaded', 'You: Later', 'You: Lerato Nkosi, age 33', 'You: Sipho Nkosi, age 4', 'You: Buy now']),
    );
  });

  it('keeps one idempotency key across a double click and a retry', async () => {
    let attempts = 0;
    const server = open({
      resolvers: {
        createSalesInteractionPolicyWithMembers: () => {
          attempts += 1;
          if (attempts === 1) throw new GraphQLError('We could not finish your purchase right now. Please try again in a few minutes.', { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } });
          return SALE_RESULT;
        },
      },
    });
    await step('mainMember');
    await click('Continue');
    await step('beneficiaryInfo');
    await answerMember({ 'First names': 'Nomsa', Surname: 'Dlamini', 'Cell number': '0831234567' });
    await answerOwnAccount();
    await step('completeSale');
    const button = await within(panel()).findByRole('button', { name: 'Buy now' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const error = await screen.findByTestId('chat-sale-error');
    expect(readable(error)).toContain('We could not finish your purchase right now. Please try again in a few minutes.');
    expect(saleRequests(server)).toHaveLength(1);
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await step('done');
    const keys = saleRequests(server).map((variables) => (variables['salesInteraction'] as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('puts the server’s field errors on the question they belong to, then returns to the sale', async () => {
    let attempts = 0;
    const server = open({
      search: '?coverAmount=30000&spouse=N&children=Y',
      resolvers: {
        createSalesInteractionPolicyWithMembers: () => {
          attempts += 1;
          if (attempts === 1) {
            throw new GraphQLError('Enter a valid date of birth', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'members.1.dateOfBirth', message: 'Enter a valid date of birth' }] },
            });
          }
          return SALE_RESULT;
        },
      },
    });
    await step('mainMember');
    await click('Continue');
    await step('child1');
    await answerMember({ 'First names': 'Sipho', Surname: 'Nkosi', 'Date of birth': born(4) }, 'Done');
    await step('beneficiaryInfo');
    await answerMember({ 'First names': 'Nomsa', Surname: 'Dlamini', 'Cell number': '0831234567' });
    await answerOwnAccount();
    await buy();
    // members.1 is the first child here (no spouse): the child's question is asked again.
    await step('child1');
    expect(messages()).toContain(`Imali: ${FIX_ANSWER_MESSAGE}`);
    expect(alerts()).toEqual(['Enter a valid date of birth']);
    expect(field('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(within(panel()).queryByRole('button', { name: 'Add another' })).toBeNull();
    await answerMember({ 'Date of birth': born(5), Age: '5' });
    await buy();
    await step('done');
    const sent = saleRequests(server);
    expect(sent).toHaveLength(2);
    expect((sent[1]['members'] as { dateOfBirth: string }[])[1].dateOfBirth).toBe(born(5));
  });

  it('shows the quote’s failure with Try again, and no purchase without a premium', async () => {
    let quotes = 0;
    open({
      resolvers: {
        getPolicyQuote: (args: FuneralQuoteInput) => {
          quotes += 1;
          if (quotes === 1) throw new GraphQLError('Pricing is down');
          return fakeGetPolicyQuote(args);
        },
      },
    });
    await step('mainMember');
    await click('Continue');
    await step('beneficiaryInfo');
    await answerMember({ 'First names': 'Nomsa', Surname: 'Dlamini', 'Cell number': '0831234567' });
    await answerOwnAccount();
    await step('completeSale');
    const error = await screen.findByTestId('chat-quote-error');
    expect(readable(error)).toContain('An error has occured');
    expect(within(panel()).getByRole('button', { name: 'Buy now' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Buy now' })).toHaveProperty('disabled', false));
  });
});

describe('the conversation', () => {
  it('keeps earlier answers, announces new messages and scrolls the newest into view', async () => {
    open();
    await step('mainMember');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await click('Continue');
    await step('beneficiaryInfo');
    const current = screen.getByTestId('chat-question');
    expect(log.contains(current)).toBe(true);
    expect(readable(current)).toContain('Who should be your beneficiary');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(current);
    expect(messages()).toEqual(['Imali: Please check your details. These are for you, the policy holder.', 'You: Thabo Nkosi, age 35']);
    expect(document.activeElement).toBe(panel());
  });
});
