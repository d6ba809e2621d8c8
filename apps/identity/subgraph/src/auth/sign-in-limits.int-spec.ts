import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { signedFor, startTestSubgraph, visitor, type GraphQLResponse, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { UserAccountEntity } from './user-account.entity';
import { CLIENT_ADDRESS_HEADER } from '@imali/shared/nest';
import { buildSaIdNumber } from '@imali/shared/validation';
import { SESSION_SET_HEADER } from './session-token';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';
import { ARGON2_OPTIONS, SIGN_IN_LIMIT_PER_ADDRESS, EXISTING_USER_LIMIT_PER_ADDRESS, EXISTING_USER_LIMIT_PER_ID_NUMBER, SIGN_IN_FAILED_MESSAGE, SIGN_IN_LIMIT_PER_USERNAME, SIGN_UP_LIMIT_PER_ADDRESS } from './auth.service';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id clientId } } }`;
const password = 'correct horse battery staple';
const HAS_EXISTING = 'query($n: String!) { hasExistingUser(idNumber: $n) }';
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }';
let serial = 1000 + Math.floor(Math.random() * 3000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1975-12-01', serial: serial++ })!;
const newAddress = () => randomBytes(16).toString('hex');

describe('identity subgraph: sign-in limits under concurrency', () => {
  let subgraph: TestSubgraph;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  });
  afterAll(() => subgraph.close());

  /** A registered account with its own e-mail. */
  async function account(): Promise<string> {
    return (await accountWithClient()).email;
  }
  async function accountWithClient(): Promise<{ email: string; clientId: string }> {
    const email = `limits.${randomUUID()}@example.co.za`;
    const em = subgraph.em();
    const client = em.create(ClientEntity, { firstNames: 'Lerato', email, acceptedTerms: true, isRegistration: false, otpVerification: true, cellNumbers: ['0821234567'] });
    em.create(UserAccountEntity, { clientId: client.id, email, passwordHash: await hash(password, ARGON2_OPTIONS) });
    await em.flush();
    return { email, clientId: client.id };
  }

  /** As the gateway calls it, from a browser whose keyed address hash is `address`. */
  async function call<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, address?: string): Promise<GraphQLResponse<T>> {
    const body = JSON.stringify({ query, variables });
    const response = await subgraph.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedFor(definition.name, visitor, 'POST', '/graphql', body), ...(address ? { [CLIENT_ADDRESS_HEADER]: address } : {}) },
      body,
    });
    return { ...((await response.json()) as object), status: response.status, headers: response.headers } as GraphQLResponse<T>;
  }
  const codeOf = (result: GraphQLResponse) => result.errors?.[0]?.extensions?.['code'] ?? (result.data ? 'OK' : 'NONE');

  it('18 parallel wrong passwords: at most the limit are checked, the rest are throttled', async () => {
    const email = await account();
    const results = await Promise.all(Array.from({ length: 18 }, (_, i) => call(SIGN_IN, { input: { username: email, password: `wrong ${i}` } }, 'a1b2c3d4e5f60718')));
    const checked = results.filter((r) => r.errors?.[0]?.message === SIGN_IN_FAILED_MESSAGE).length;
    const throttled = results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS').length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMIT_PER_USERNAME);
    expect(checked + throttled).toBe(18);
    // And the right password from that address now waits too.
    expect(codeOf(await call(SIGN_IN, { input: { username: email, password } }, 'a1b2c3d4e5f60718'))).toBe('TOO_MANY_REQUESTS');
  });

  describe('enumeration', () => {
    it('hasExistingUser: at most the limit per address, even in parallel, with one answer shape', async () => {
      const address = newAddress();
      const results = await Promise.all(Array.from({ length: EXISTING_USER_LIMIT_PER_ADDRESS + 10 }, () => call<{ hasExistingUser: string | null }>(HAS_EXISTING, { n: newIdNumber() }, address)));
      const answered = results.filter((r) => r.errors === undefined);
      expect(answered.length).toBe(EXISTING_USER_LIMIT_PER_ADDRESS);
      expect(answered.every((r) => r.data?.hasExistingUser === null)).toBe(true);
      expect(results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS').length).toBe(10);
      // Another address is not held up by this one.
      expect((await call(HAS_EXISTING, { n: newIdNumber() }, newAddress())).errors).toBeUndefined();
    });

    it('hasExistingUser: at most the limit per ID number, whatever the address', async () => {
      const idNumber = newIdNumber();
      const results = await Promise.all(Array.from({ length: EXISTING_USER_LIMIT_PER_ID_NUMBER + 5 }, () => call(HAS_EXISTING, { n: idNumber }, newAddress())));
      expect(results.filter((r) => r.errors === undefined).length).toBe(EXISTING_USER_LIMIT_PER_ID_NUMBER);
      expect(results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS').length).toBe(5);
    });

    it('signUp: at most the limit per address, so it cannot be used to test ID numbers and e-mails in bulk', async () => {
      const address = newAddress();
      const attempts = Array.from({ length: SIGN_UP_LIMIT_PER_ADDRESS + 4 }, () => ({ idType: 'rsa_id', idNumber: newIdNumber(), email: `${randomUUID()}@example.co.za`, password: 'short' }));
      const results = await Promise.all(attempts.map((i) => call(SIGN_UP, { i }, address)));
      expect(results.filter((r) => codeOf(r) === 'BAD_USER_INPUT').length).toBe(SIGN_UP_LIMIT_PER_ADDRESS);
      expect(results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS').length).toBe(4);
    });
  });

  describe('lockout', () => {
    const REQUEST_OTP = 'mutation($u: String!) { requestSignInOTP(username: $u, communicationType: SMS) }';
    const OTP_SIGN_IN = 'mutation($u: String!, $c: String!) { signInWithOTP(username: $u, OTP: $c) { user { id } } }';
    const lockFrom = async (email: string, address: string) => {
      for (let i = 0; i < SIGN_IN_LIMIT_PER_USERNAME; i++) await call(SIGN_IN, { input: { username: email, password: `wrong ${i}` } }, address);
      expect(codeOf(await call(SIGN_IN, { input: { username: email, password } }, address))).toBe('TOO_MANY_REQUESTS');
    };

    it('locks only the (account, address) pair: the owner still signs in from elsewhere', async () => {
      const email = await account();
      await lockFrom(email, newAddress());
      const owner = await call(SIGN_IN, { input: { username: email, password } }, newAddress());
      expect(owner.errors).toBeUndefined();
      expect(owner.headers.get(SESSION_SET_HEADER)).toBeTruthy();
    });

    it('keeps a looser limit per address across accounts', async () => {
      const address = newAddress();
      const results = await Promise.all(Array.from({ length: SIGN_IN_LIMIT_PER_ADDRESS + 3 }, () => call(SIGN_IN, { input: { username: `nobody.${randomUUID()}@example.co.za`, password } }, address)));
      expect(results.filter((r) => r.errors?.[0]?.message === SIGN_IN_FAILED_MESSAGE).length).toBe(SIGN_IN_LIMIT_PER_ADDRESS);
      expect(results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS').length).toBe(3);
    });

    it('lets a locked user back in with a one-time PIN sent to their own cell number, and only then', async () => {
      const { email, clientId } = await accountWithClient();
      const address = newAddress();
      await lockFrom(email, address);
      // The same answer for an account that does not exist.
      expect((await call<{ requestSignInOTP: boolean }>(REQUEST_OTP, { u: `nobody.${randomUUID()}@example.co.za` }, address)).data?.requestSignInOTP).toBe(true);
      expect((await call<{ requestSignInOTP: boolean }>(REQUEST_OTP, { u: email }, address)).data?.requestSignInOTP).toBe(true);
      const message = await subgraph.em().findOneOrFail(OutboxMessageEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
      const code = /(\d{4})/.exec(message.body)![1]!;
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expect(codeOf(await call(OTP_SIGN_IN, { u: email, c: wrong }, address))).toBe('UNAUTHENTICATED');
      // A sign-in code does not confirm the sign-up OTP.
      expect(codeOf(await subgraph.graphql('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, { userId: randomUUID(), clientId, sessionId: randomUUID(), verification: { registered: true, acceptedTerms: true, otpVerified: true } }))).toBe('BAD_USER_INPUT');
      const back = await call(OTP_SIGN_IN, { u: email, c: code }, address);
      expect(back.errors).toBeUndefined();
      expect(back.headers.get(SESSION_SET_HEADER)).toBeTruthy();
      // Used once; and the password works from that address again.
      expect(codeOf(await call(OTP_SIGN_IN, { u: email, c: code }, address))).toBe('UNAUTHENTICATED');
      expect((await call(SIGN_IN, { input: { username: email, password } }, address)).errors).toBeUndefined();
    });

    it('compares at most 3 sign-in codes per account, even in parallel', async () => {
      const { email, clientId } = await accountWithClient();
      await call(REQUEST_OTP, { u: email }, newAddress());
      const message = await subgraph.em().findOneOrFail(OutboxMessageEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
      const code = /(\d{4})/.exec(message.body)![1]!;
      const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
      const results = await Promise.all(guesses.map((c) => call(OTP_SIGN_IN, { u: email, c }, newAddress())));
      expect(results.filter((r) => codeOf(r) === 'UNAUTHENTICATED').length).toBe(3);
      expect(results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS').length).toBe(9);
      expect(codeOf(await call(OTP_SIGN_IN, { u: email, c: code }, newAddress()))).toBe('TOO_MANY_REQUESTS');
    });
  });
});
