import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { SESSION_REFRESH_HEADER, type CallerIdentity } from '@imali/shared/nest';
import { startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SESSION_SET_HEADER } from './session-token';
import { resolveSession } from '../testing/signed-up-client';

// Hole 4: the OTP was enforced only by the shell's route guard. Identity now signs the sign-up
// state into the caller's identity and the shared guard refuses client operations until it is done.
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }';
const UPDATE = 'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id isRegistration acceptedTerms } }';
const ADD_ACCOUNT = 'mutation($i: BankAccountInput!) { createBankAccount(input: $i) { id } }';
const ACCOUNTS = '{ myClient { id bankAccounts { id } } }';
const PHOTO = 'mutation($d: String!) { uploadProfilePhoto(dataBase64: $d) { id } }';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('identity subgraph: the server-side session guard (registration, terms, OTP)', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  const resolve = (token: string): Promise<CallerIdentity> => resolveSession(subgraph, token);
  const account = () => ({ i: { branchCode: '051001', accountNo: '0123456789', idempotencyKey: randomUUID() } });
  const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['code'];

  it('refuses every client operation until the profile, the terms and the OTP are done, then allows them', async () => {
    const signUp = await subgraph.graphql(SIGN_UP, {
      i: { idType: 'rsa_id', idNumber: buildSaIdNumber({ birthDate: '1990-02-02', serial: 5000 + Math.floor(Math.random() * 4000) }), email: `${randomUUID()}@example.co.za`, password: 'a long enough password' },
    });
    expect(signUp.errors).toBeUndefined();
    const token = (signUp.headers.get(SESSION_SET_HEADER) ?? '').split(';')[0]!;
    let identity = await resolve(token);
    expect(identity.verification).toEqual({ registered: false, acceptedTerms: false, otpVerified: false });

    // What the sign-up steps need stays open.
    expect((await subgraph.graphql('{ me { id } myClient { id isRegistration } otpStatus { blocked } }', {}, identity)).errors).toBeUndefined();
    // Everything else is refused, with the steps still to do.
    const refused = await subgraph.graphql(ADD_ACCOUNT, account(), identity);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VERIFICATION_REQUIRED', pending: ['REGISTRATION', 'TERMS', 'OTP'] });
    expect(codeOf(await subgraph.graphql(PHOTO, { d: PNG }, identity))).toBe('VERIFICATION_REQUIRED');
    expect((await subgraph.graphql<{ myClient: { bankAccounts: unknown[] } }>(ACCOUNTS, {}, identity)).data?.myClient.bankAccounts).toEqual([]);

    // The registration form and the terms: allowed, and the gateway is told to look the session up again.
    const profile = await subgraph.graphql(UPDATE, { i: { firstNames: 'Lerato', cellNumbers: ['0721234567'], acceptedTerms: true, marketingConsent: false } }, identity);
    expect(profile.errors).toBeUndefined();
    expect(profile.headers.get(SESSION_REFRESH_HEADER)).toBe('1');
    identity = await resolve(token);
    expect(identity.verification).toEqual({ registered: true, acceptedTerms: true, otpVerified: false });
    // Without the OTP: still nothing.
    expect((await subgraph.graphql(ADD_ACCOUNT, account(), identity)).errors?.[0]?.extensions).toMatchObject({ code: 'VERIFICATION_REQUIRED', pending: ['OTP'] });

    // An identity whose state was not signed counts as not verified (fail closed).
    const { verification: _unsigned, ...withoutState } = identity;
    expect(codeOf(await subgraph.graphql(ADD_ACCOUNT, account(), withoutState))).toBe('VERIFICATION_REQUIRED');

    expect((await subgraph.graphql('mutation { sendOTP(communicationType: SMS) { destination } }', {}, identity)).errors).toBeUndefined();
    const outbox = await subgraph.graphql<{ devOutbox: { body: string }[] }>('{ devOutbox { body } }', {}, identity);
    const code = /(\d{4})/.exec(outbox.data!.devOutbox[0]!.body)![1]!;
    const confirmed = await subgraph.graphql<{ confirmOTP: boolean }>('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, identity);
    expect(confirmed.data?.confirmOTP).toBe(true);
    expect(confirmed.headers.get(SESSION_REFRESH_HEADER)).toBe('1');

    identity = await resolve(token);
    expect(identity.verification).toEqual({ registered: true, acceptedTerms: true, otpVerified: true });
    const added = await subgraph.graphql<{ createBankAccount: { id: string } }>(ADD_ACCOUNT, account(), identity);
    expect(added.errors).toBeUndefined();
    expect((await subgraph.graphql<{ myClient: { bankAccounts: { id: string }[] } }>(ACCOUNTS, {}, identity)).data?.myClient.bankAccounts).toEqual([{ id: added.data!.createBankAccount.id }]);
  });
});
