import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { signedFor, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import { type CallerIdentity, PiiCipher } from '@imali/shared/nest';
import { definition } from './subgraph.definition';
import { SESSION_SET_HEADER } from './auth/session-token';
import { OtpChallengeEntity } from './otp/otp-challenge.entity';
import { LeadEntity } from './lead/lead.entity';
import { ClientEntity } from './client/client.entity';

const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }';
const UPDATE = 'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id firstNames isRegistration acceptedTerms idNumber birthDate gender cellNumbers } }';
const CREATE_LEAD = 'mutation($i: CreateLeadInput!) { createLead(input: $i) { id } }';
type Errors = { message: string; extensions?: Record<string, unknown> }[] | undefined;

let serial = 1000 + Math.floor(Math.random() * 3000);
/** A fresh valid SA ID number per call (serial numbers from a random start). */
const newIdNumber = () => buildSaIdNumber({ birthDate: '1988-07-21', serial: serial++ })!;
const fieldErrorsOf = (errors: Errors) => errors?.[0]?.extensions?.['fieldErrors'];

describe('identity subgraph: registration, OTP, profile, leads', () => {
  let subgraph: TestSubgraph;
  const resolve = async (token: string): Promise<CallerIdentity> => {
    const response = await subgraph.fetch('/internal/sessions/resolve', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', '/internal/sessions/resolve', JSON.stringify({ token })) },
      body: JSON.stringify({ token }),
    });
    return ((await response.json()) as { identity: CallerIdentity }).identity;
  };
  async function register(overrides: Record<string, unknown> = {}) {
    const idNumber = newIdNumber();
    const result = await subgraph.graphql<{ signUp: { user: { id: string; clientId: string } } }>(SIGN_UP, {
      i: { idType: 'rsa_id', idNumber, email: `${randomUUID()}@example.co.za`, password: 'a long enough password', ...overrides },
    });
    const token = (result.headers.get(SESSION_SET_HEADER) ?? '').split(';')[0]!;
    return { result, idNumber, identity: token ? await resolve(token) : null };
  }
  const outboxCode = async (identity: CallerIdentity) => {
    const outbox = await subgraph.graphql<{ devOutbox: { body: string; destination: string }[] }>('{ devOutbox { body destination } }', {}, identity);
    return /(\d{4})/.exec(outbox.data!.devOutbox[0]!.body)![1]!;
  };

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  describe('signUp', () => {
    it('creates a registering client, signs in and derives birth date and gender from the ID', async () => {
      const { result, identity } = await register();
      expect(result.errors).toBeUndefined();
      expect(identity?.clientId).toBe(result.data?.signUp.user.clientId);
      const me = await subgraph.graphql<{ myClient: Record<string, unknown> }>('{ myClient { isRegistration acceptedTerms otpVerification birthDate gender idType } }', {}, identity!);
      expect(me.data?.myClient).toEqual({ isRegistration: true, acceptedTerms: false, otpVerification: false, birthDate: '1988-07-21', gender: 'FEMALE', idType: 'rsa_id' });
    });

    it('refuses a second account for the same ID number with the spec message, and says so to hasExistingUser', async () => {
      const { idNumber } = await register();
      const again = await register({ idNumber });
      expect(fieldErrorsOf(again.result.errors)).toEqual([{ field: 'idNumber', message: 'You have already signed up using this ID Number with another Imali account' }]);
      expect((await subgraph.graphql<{ hasExistingUser: string | null }>('query($n: String!) { hasExistingUser(idNumber: $n) }', { n: idNumber })).data?.hasExistingUser).toBe('Imali');
      expect((await subgraph.graphql<{ hasExistingUser: string | null }>('query($n: String!) { hasExistingUser(idNumber: $n) }', { n: newIdNumber() })).data?.hasExistingUser).toBeNull();
    });

    it('validates every field with the shared rules', async () => {
      const { result } = await register({ idNumber: '8001015009088', email: 'nope', password: 'short' });
      expect(fieldErrorsOf(result.errors)).toEqual([
        { field: 'idNumber', message: 'Invalid ID number' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'password', message: 'Password must be at least 8 characters' },
      ]);
    });

    it("claims the guest client of a sale only pending an OTP when the ID number matches, and refuses another ID", async () => {
      const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
      const idNumber = newIdNumber();
      const em = subgraph.em();
      const guest = em.create(ClientEntity, { firstNames: 'Guest', idType: 'rsa_id', idNumberEncrypted: cipher.encrypt(idNumber), idNumberHash: cipher.lookupHash(idNumber), guest: true });
      await em.flush();
      const wrong = await register({ clientId: guest.id });
      expect(fieldErrorsOf(wrong.result.errors)).toEqual([{ field: 'idNumber', message: expect.stringContaining('does not match') }]);
      // The account starts on its own record; the OTP to the sale's contact details completes the claim (claim.int-spec.ts).
      const right = await register({ clientId: guest.id, idNumber });
      expect(right.result.errors).toBeUndefined();
      expect(right.result.data?.signUp.user.clientId).not.toBe(guest.id);
    });
  });

  describe('OTP', () => {
    it('sends a hashed single-use code, locks resends for 30 s, verifies once', async () => {
      const { identity } = await register({ email: null });
      await subgraph.graphql(UPDATE, { i: { cellNumbers: ['0831234567'] } }, identity!);
      const sent = await subgraph.graphql<{ sendOTP: Record<string, unknown> }>('mutation { sendOTP(communicationType: SMS) { communicationType destination attemptsLeft blocked } }', {}, identity!);
      expect(sent.data?.sendOTP).toEqual({ communicationType: 'SMS', destination: '083 *** **67', attemptsLeft: 3, blocked: false });
      const code = await outboxCode(identity!);
      const stored = await subgraph.em().findOneOrFail(OtpChallengeEntity, { clientId: identity!.clientId! });
      expect(stored.codeHash).not.toContain(code);

      const resend = await subgraph.graphql('mutation { sendOTP(communicationType: SMS) { destination } }', {}, identity!);
      expect(resend.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');

      const ok = await subgraph.graphql<{ confirmOTP: boolean }>('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, identity!);
      expect(ok.data?.confirmOTP).toBe(true);
      const me = await subgraph.graphql<{ myClient: { otpVerification: boolean } }>('{ myClient { otpVerification } }', {}, identity!);
      expect(me.data?.myClient.otpVerification).toBe(true);
      const reuse = await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, identity!);
      expect(reuse.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    });

    it('counts wrong codes, blocks after three with the spec messages, and says when a code expired', async () => {
      const { identity } = await register();
      await subgraph.graphql('mutation { sendOTP(communicationType: EMAIL) { destination } }', {}, identity!);
      const code = await outboxCode(identity!);
      const wrongCode = code === '0000' ? '1111' : '0000';
      const first = await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: wrongCode }, identity!);
      expect(first.errors?.[0]).toMatchObject({ message: 'Oops, incorrect OTP', extensions: { code: 'OTP_INCORRECT', attemptsLeft: 2, detail: "The OTP you've entered was incorrect. Please Try again. You have 2 attempts left." } });

      await subgraph.em().nativeUpdate(OtpChallengeEntity, { clientId: identity!.clientId! }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, identity!);
      expect(expired.errors?.[0]).toMatchObject({ message: 'Your OTP has expired - Resend to get a new one. You have 2 attempts left.', extensions: { code: 'OTP_EXPIRED' } });
      await subgraph.em().nativeUpdate(OtpChallengeEntity, { clientId: identity!.clientId! }, { expiresAt: new Date(Date.now() + 60_000) });

      await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: wrongCode }, identity!);
      const third = await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: wrongCode }, identity!);
      expect(third.errors?.[0]).toMatchObject({ message: 'You have exceed the maximum number of OTP attempts.', extensions: { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!' } });
      // Blocked means blocked: the right code no longer works and no new code is sent.
      const right = await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, identity!);
      expect(right.errors?.[0]?.extensions?.['code']).toBe('OTP_BLOCKED');
      await subgraph.em().nativeUpdate(OtpChallengeEntity, { clientId: identity!.clientId! }, { createdAt: new Date(Date.now() - 60_000) });
      const resend = await subgraph.graphql('mutation { sendOTP(communicationType: EMAIL) { destination } }', {}, identity!);
      expect(resend.errors?.[0]?.extensions?.['code']).toBe('OTP_BLOCKED');
    });
  });

  describe('updateMyProfile', () => {
    it('finishes registration only with accepted terms and the required fields', async () => {
      const { identity } = await register();
      const refused = await subgraph.graphql(UPDATE, { i: { acceptedTerms: false } }, identity!);
      expect(fieldErrorsOf(refused.errors)).toEqual([{ field: 'acceptedTerms', message: 'You need to accept our Ts & Cs to Continue' }]);
      const incomplete = await subgraph.graphql(UPDATE, { i: { acceptedTerms: true } }, identity!);
      expect(fieldErrorsOf(incomplete.errors)).toEqual([
        { field: 'firstNames', message: 'This field is required' },
        { field: 'cellNumbers', message: 'This field is required' },
      ]);
      const done = await subgraph.graphql<{ updateMyProfile: Record<string, unknown> }>(UPDATE, { i: { firstNames: 'Lerato', cellNumbers: ['0721234567'], acceptedTerms: true, marketingConsent: false } }, identity!);
      expect(done.data?.updateMyProfile).toMatchObject({ firstNames: 'Lerato', isRegistration: false, acceptedTerms: true, cellNumbers: ['0721234567'] });
    });

    it('locks the ID number once it is set', async () => {
      const { identity } = await register();
      const changed = await subgraph.graphql(UPDATE, { i: { idNumber: newIdNumber() } }, identity!);
      expect(fieldErrorsOf(changed.errors)).toEqual([{ field: 'idNumber', message: 'Your ID number cannot be changed once it is set' }]);
    });

    it('changes only the caller: a client cannot reach another client through any call', async () => {
      const a = await register();
      const b = await register();
      await subgraph.graphql(UPDATE, { i: { firstNames: 'Bongani' } }, b.identity!);
      await subgraph.graphql(UPDATE, { i: { firstNames: 'Ayanda', cellNumbers: ['0611234567'] } }, a.identity!);
      const bView = await subgraph.graphql<{ myClient: { firstNames: string; idNumber: string } }>('{ myClient { firstNames idNumber } }', {}, b.identity!);
      expect(bView.data?.myClient).toEqual({ firstNames: 'Bongani', idNumber: b.idNumber });
      await subgraph.graphql('mutation { sendOTP(communicationType: SMS) { destination } }', {}, a.identity!);
      const bOutbox = await subgraph.graphql<{ devOutbox: unknown[] }>('{ devOutbox { id } }', {}, b.identity!);
      expect(bOutbox.data?.devOutbox).toEqual([]);
      const bOtp = await subgraph.graphql<{ otpStatus: unknown }>('{ otpStatus { destination } }', {}, b.identity!);
      expect(bOtp.data?.otpStatus).toBeNull();
      const probe = await subgraph.graphql<{ _entities: unknown[] }>('query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { firstNames } } }', { r: [{ __typename: 'Client', id: a.identity!.clientId }] }, b.identity!);
      expect(probe.data?._entities).toEqual([null]);
      for (const query of ['{ myClient { id } }', '{ devOutbox { id } }', '{ otpStatus { destination } }']) {
        expect((await subgraph.graphql(query)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('createLead', () => {
    const lead = (overrides: Record<string, unknown> = {}) => ({
      firstName: 'Sipho',
      cellNumber: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      talkAbout: 'Funeral Cover',
      routing: 'cli',
      idempotencyKey: randomUUID(),
      ...overrides,
    });

    it('builds the lead of spec §7 and a retried submit returns the first lead', async () => {
      const input = lead({ message: 'After 5pm please' });
      const first = await subgraph.graphql<{ createLead: { id: string } }>(CREATE_LEAD, { i: input });
      const retry = await subgraph.graphql<{ createLead: { id: string } }>(CREATE_LEAD, { i: input });
      expect(retry.data?.createLead.id).toBe(first.data?.createLead.id);
      const rows = await subgraph.em().find(LeadEntity, { idempotencyKey: input.idempotencyKey });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        contactMethod: 'EMPLOYEE_CONTACT',
        leadServiceId: 'cli',
        leadPriority: 99,
        leadMessageSent: 'visited our website and contacted us',
        leadMessageReturned: "I'd like to talk about: Funeral Cover, Message: After 5pm please",
      });
    });

    it('checks each field with the contact form rules', async () => {
      const result = await subgraph.graphql(CREATE_LEAD, { i: lead({ firstName: ' ', cellNumber: '12345', email: 'x@', talkAbout: 'Loans' }) });
      expect(fieldErrorsOf(result.errors)).toEqual([
        { field: 'firstName', message: 'This field is required' },
        { field: 'cellNumber', message: 'Invalid cellphone number' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'talkAbout', message: 'Select one' },
      ]);
    });

    it('limits leads per cell number', async () => {
      const cellNumber = '0791112223';
      await subgraph.em().nativeDelete(LeadEntity, { cellNumber });
      for (let i = 0; i < 3; i++) expect((await subgraph.graphql(CREATE_LEAD, { i: lead({ cellNumber }) })).errors).toBeUndefined();
      const fourth = await subgraph.graphql(CREATE_LEAD, { i: lead({ cellNumber }) });
      expect(fourth.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
    });
  });

  it('writes no personal data to its logs', async () => {
    // Everything above ran through this subgraph with logging at debug level.
    const text = subgraph.logs.join('\n');
    expect(subgraph.logs.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/\b\d{13}\b/); // ID numbers
    expect(text).not.toMatch(/\b0[6-8]\d{8}\b/); // cell numbers
    expect(text).not.toMatch(/@example\.co\.za/); // e-mail addresses
    expect(text).not.toMatch(/a long enough password/);
  });

  it('serves the terms and conditions template', async () => {
    const result = await subgraph.graphql<{ getTemplate: { name: string; html: string } }>('{ getTemplate(name: "CONST_TERMS") { name html } }');
    expect(result.data?.getTemplate.name).toBe('CONST_TERMS');
    expect(result.data?.getTemplate.html).toContain('terms and conditions');
  });
});
