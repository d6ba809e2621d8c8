// The people the attacks need, made through the API as the shell makes them: sign-up, profile
// with terms, OTP read from the development outbox (as e2e/support readOtp does), confirm.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Session } from './http.mjs';
import { bornYearsAgo, TINY_PNG_BASE64 } from './schema.mjs';

/**
 * A valid South African ID number (Luhn) of someone aged `age`: born on a random day 30 to 329
 * days past their birthday (so still `age`), random serial. A run makes dozens of people; with one
 * birth date for all, 5000 serials let two of them share an ID number now and then (sign-up then
 * refused "already signed up", and a family could not finish).
 */
export function newSaIdNumber(age = 35) {
  const born = new Date(`${bornYearsAgo(age)}T00:00:00Z`);
  born.setUTCDate(born.getUTCDate() - randomInt(0, 300));
  const birth = born.toISOString().slice(2, 10).replace(/-/g, '');
  const payload = `${birth}${String(randomInt(5000, 10_000))}08`;
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${payload}${(10 - (sum % 10)) % 10}`;
}

/** A name nobody else in the database has, so finding it in an answer means a leak. */
export function uniqueName(prefix) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let tail = '';
  for (let i = 0; i < 7; i++) tail += letters[randomInt(letters.length)];
  return `${prefix}${tail}`;
}

export const newCell = () => `07${String(randomInt(0, 1e8)).padStart(8, '0')}`;
export const newPassword = () => `Sec-${randomBytes(9).toString('base64url')}-9`;

export const SIGN_UP = 'mutation SecSignUp($input: SignUpInput!) { signUp(input: $input) { user { id clientId } } }';
export const SIGN_IN = 'mutation SecSignIn($input: SignInInput!) { signIn(input: $input) { user { id clientId } } }';
export const UPDATE_PROFILE = 'mutation SecProfile($input: UpdateClientInput!) { updateMyProfile(input: $input) { id otpVerification acceptedTerms isRegistration } }';
export const SEND_OTP = 'mutation SecSendOtp($c: CommunicationType!) { sendOTP(communicationType: $c) { destination attemptsLeft blocked } }';
export const CONFIRM_OTP = 'mutation SecConfirmOtp($otp: String!) { confirmOTP(OTP: $otp) }';
export const OUTBOX = 'query SecOutbox { devOutbox { id destination body createdAt } }';
export const SALE = `mutation SecSale($funeral: FuneralSaleInput!, $bank: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $si: SalesInteractionInput!) {
  createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bank, beneficiary: $beneficiary, members: $members, salesInteraction: $si) {
    id policyNumber payAtNumber clientId debitOrderId paymentBankAccountId documentUploadToken
  }
}`;
export const MY_RECORDS = `query SecMyRecords { myClient { id idNumber firstNames surname
  funeralPolicies { id policyNumber livesCovered { id } }
  bankAccounts { id accountNo }
  documents { id fileId }
  thirdPartyFuneralPolicies { id } } }`;

/** The newest OTP sent to `destination` (or to anyone, when not given) in this session's outbox. */
export async function readOtp(session, destination) {
  for (let i = 0; i < 20; i++) {
    const result = await session.gql(OUTBOX);
    const messages = (result.data?.devOutbox ?? []).filter((m) => !destination || m.destination === destination);
    const match = messages.map((m) => /Your Imali OTP is (\d{4})/.exec(m.body)).find(Boolean);
    if (match) return match[1];
    if (result.errors.length && i > 2) throw new Error(`the development outbox is not readable: ${result.text.slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('no OTP arrived in the development outbox');
}

/** Sale variables for a policy holder (visitor or signed-in client). */
export function saleVariables(holder, overrides = {}) {
  return {
    funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod: 'DEBI_CHECK' },
    bank: { branchCode: '470010', accountNo: `1${String(randomInt(0, 1e9)).padStart(9, '0')}` },
    beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
    members: [
      {
        memberType: 'POLICY_HOLDER',
        firstNames: holder.firstNames,
        surname: holder.surname,
        idType: 'rsa_id',
        idNumber: holder.idNumber,
        ageAtSignup: holder.age ?? 35,
        cellNumbers: [holder.cell],
        email: holder.email,
        income: 15000,
      },
    ],
    si: { idempotencyKey: randomUUID() },
    ...overrides,
  };
}

/** A new person (not yet in the system). */
export function newPerson(prefix) {
  const firstNames = uniqueName(prefix);
  return { idNumber: newSaIdNumber(35), age: 35, firstNames, surname: uniqueName('Sur'), cell: newCell(), email: `${firstNames.toLowerCase()}@example.co.za`, password: newPassword() };
}

/** Sign-up only: a session that has an account and nothing else. */
export async function signUp(base, person, extra = {}) {
  const session = new Session(base, person.firstNames);
  const data = await session.must(SIGN_UP, { input: { idType: 'rsa_id', idNumber: person.idNumber, password: person.password, ...extra } }, 'sign-up');
  return { ...person, session, userId: data.signUp.user.id, clientId: data.signUp.user.clientId };
}

/** Profile and terms (the registration form), then an OTP sent by SMS; not confirmed. */
export async function completeProfile(client) {
  await client.session.must(UPDATE_PROFILE, { input: { firstNames: client.firstNames, surname: client.surname, cellNumbers: [client.cell], email: client.email, acceptedTerms: true } }, 'profile');
  await client.session.must(SEND_OTP, { c: 'SMS' }, 'send OTP');
  return client;
}

/** A fully registered, OTP-verified client. */
export async function registeredClient(base, prefix) {
  const client = await completeProfile(await signUp(base, newPerson(prefix)));
  const code = await readOtp(client.session, client.cell);
  const data = await client.session.must(CONFIRM_OTP, { otp: code }, 'confirm OTP');
  if (data.confirmOTP !== true) throw new Error('the OTP was not accepted');
  return client;
}

/** Signs in with a password; the session keeps the cookie. */
export async function signIn(base, username, password, name = username) {
  const session = new Session(base, name);
  const data = await session.must(SIGN_IN, { input: { username, password } }, 'sign-in');
  return { session, userId: data.signIn.user.id, clientId: data.signIn.user.clientId };
}

/** A file uploaded through the origin's /files (the vault), as this session or with a sale's token. */
export async function uploadFile(session, { token } = {}) {
  const response = await fetch(`${session.base}/files`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-file-name': 'id-card.png', ...(token ? { 'x-imali-upload-token': token } : {}), ...(session.cookies.size ? { cookie: session.cookieHeader() } : {}) },
    body: Buffer.from(TINY_PNG_BASE64, 'base64'),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* kept as text */
  }
  return { status: response.status, body, text };
}

/**
 * Client A with one of everything the API can name by id: a funeral policy (and its life), a bank
 * account, a third-party policy, a document with its file, a lead. Returns the ids and the secrets
 * (ids, names, ID number, account numbers) that must never reach anyone else.
 */
export async function clientWithRecords(base) {
  const a = await registeredClient(base, 'Alpha');
  const s = a.session;
  const sale = (await s.must(SALE, saleVariables(a), 'A buys a funeral policy')).createSalesInteractionPolicyWithMembers;
  const bank = (
    await s.must(
      'mutation SecBank($input: BankAccountInput!) { createBankAccount(input: $input) { id accountNo } }',
      { input: { branchCode: '250655', accountNo: `62${String(randomInt(0, 1e9)).padStart(9, '0')}`, idempotencyKey: randomUUID() } },
      'A adds a bank account',
    )
  ).createBankAccount;
  const obligation = (
    await s.must(
      'mutation SecObligation($input: ClientObligationInput!) { createClientObligation(input: $input) { id } }',
      { input: { funeralPolicyInfo: { companyName: 'Old Mutual', coverAmount: 10000, premiumAmount: 100, livesCovered: ['POLICY_HOLDER'] } } },
      'A records a third-party policy',
    )
  ).createClientObligation;
  const upload = await uploadFile(s);
  if (upload.status !== 201 || !upload.body?.id) throw new Error(`A's upload failed: HTTP ${upload.status} ${upload.text.slice(0, 300)}`);
  const document = (
    await s.must(
      'mutation SecDoc($input: CreateClientDocumentInput!) { createClientDocument(input: $input) { id fileId } }',
      { input: { type: 'RSA_ID', name: 'ID Document', fileId: upload.body.id } },
      'A records a document',
    )
  ).createClientDocument;
  // Leads are limited per address: a run soon after another may be refused one; A then has none.
  const lead = (
    await s.gql('mutation SecLead($input: CreateLeadInput!) { createLead(input: $input) { id } }', {
      input: { firstName: a.firstNames, surname: a.surname, cellNumber: a.cell, talkAbout: 'Funeral Cover', idempotencyKey: randomUUID() },
    })
  ).data?.createLead ?? { id: undefined };
  const records = (await s.must(MY_RECORDS, {}, 'A reads their records')).myClient;
  const policy = records.funeralPolicies.find((p) => p.id === sale.id);
  const ids = {
    idNumber: a.idNumber,
    age: a.age,
    clientId: a.clientId,
    userId: a.userId,
    policyId: sale.id,
    memberId: policy?.livesCovered?.[0]?.id,
    bankAccountId: bank.id,
    saleBankAccountId: sale.paymentBankAccountId,
    debitOrderId: sale.debitOrderId,
    obligationId: obligation.id,
    documentId: document.id,
    fileId: upload.body.id,
    leadId: lead.id,
  };
  const secrets = [
    ...Object.entries(ids).filter(([k, v]) => k !== 'age' && typeof v === 'string').map(([, v]) => v),
    sale.policyNumber,
    sale.payAtNumber,
    bank.accountNo,
    a.firstNames,
    a.surname,
    a.email,
    a.cell,
  ];
  return { ...a, ids, secrets, counts: countsOf(records) };
}

export function countsOf(myClient) {
  return {
    policies: myClient?.funeralPolicies?.length ?? 0,
    bankAccounts: myClient?.bankAccounts?.length ?? 0,
    documents: myClient?.documents?.length ?? 0,
  };
}

/** Secrets that appear in `text` but were not in what was sent (echoing our own input is no leak). */
export function leaked(text, secrets, sent = '') {
  return secrets.filter((s) => s && text.includes(s) && !sent.includes(s));
}

/** Client A (with records), made once per run and shared by the families. */
export function clientA(ctx) {
  ctx.shared.a ??= clientWithRecords(ctx.url);
  return ctx.shared.a;
}

/** Client B: the demo client (registered and verified by the seed), signed in once per run. */
export function clientB(ctx) {
  ctx.shared.b ??= signIn(ctx.url, ctx.demo.email, ctx.demo.password, 'B (demo)').then((b) => ({ ...b, password: ctx.demo.password, username: ctx.demo.email }));
  return ctx.shared.b;
}

/** A's records as A sees them now. */
export async function countsNow(a) {
  return countsOf((await a.session.must(MY_RECORDS, {}, 'A reads their records')).myClient);
}
