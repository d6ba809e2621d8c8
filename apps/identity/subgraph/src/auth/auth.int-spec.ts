import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { INTERNAL_IDENTITY_HEADER, signIdentity } from '@imali/shared/nest';
import { signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { UserAccountEntity } from './user-account.entity';
import { AuditEventEntity } from './audit-event.entity';
import { SESSION_SET_HEADER } from './session-token';
import { ARGON2_OPTIONS, SIGN_IN_FAILED_MESSAGE } from './auth.service';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id clientId } } }`;

describe('identity subgraph: sessions', () => {
  let subgraph: TestSubgraph;
  const email = `thandi.${randomUUID()}@example.co.za`;
  const password = 'correct horse battery staple';
  let clientId: string;
  let userId: string;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    const em = subgraph.em();
    const client = em.create(ClientEntity, { firstNames: 'Thandi', surname: 'Nkosi', email, acceptedTerms: true, isRegistration: false, otpVerification: true });
    const user = em.create(UserAccountEntity, { clientId: client.id, email, passwordHash: await hash(password, ARGON2_OPTIONS) });
    await em.flush();
    clientId = client.id;
    userId = user.id;
  });
  afterAll(() => subgraph.close());

  const resolve = (token: string) =>
    subgraph.fetch('/internal/sessions/resolve', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', '/internal/sessions/resolve', JSON.stringify({ token })) },
      body: JSON.stringify({ token }),
    });

  it('rejects calls that do not carry the gateway signature', async () => {
    const unsigned = await subgraph.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ me { id } }"}' });
    expect(unsigned.status).toBe(401);
    const forged = await subgraph.fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [INTERNAL_IDENTITY_HEADER]: signIdentity(visitor, 'not-the-secret-but-long-enough-000000', { audience: 'identity', method: 'POST', path: '/graphql', body: '{"query":"{ me { id } }"}' }),
      },
      body: '{"query":"{ me { id } }"}',
    });
    expect(forged.status).toBe(401);
    expect((await subgraph.fetch('/internal/sessions/resolve', { method: 'POST' })).status).toBe(401);
  });

  it('reports the database in /health', async () => {
    const response = await subgraph.fetch('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('validates sign-in input with the shared rules', async () => {
    const result = await subgraph.graphql(SIGN_IN, { input: { username: ' ', password: '' } });
    expect(result.errors?.[0]?.extensions?.['fieldErrors']).toEqual([
      { field: 'username', message: 'This field is required' },
      { field: 'password', message: 'This field is required' },
    ]);
  });

  it('refuses a wrong password with one message and audits it', async () => {
    const result = await subgraph.graphql(SIGN_IN, { input: { username: email, password: 'wrong password' } });
    expect(result.errors?.[0]?.message).toBe(SIGN_IN_FAILED_MESSAGE);
    const unknown = await subgraph.graphql(SIGN_IN, { input: { username: 'nobody@example.co.za', password } });
    expect(unknown.errors?.[0]?.message).toBe(SIGN_IN_FAILED_MESSAGE);
    expect(await subgraph.em().count(AuditEventEntity, { type: 'SIGN_IN_FAILED', userId })).toBeGreaterThanOrEqual(1);
  });

  it('signs in, resolves the session for the gateway, rotates it, and signs out on the server', async () => {
    const first = await subgraph.graphql<{ signIn: { user: { id: string; clientId: string } } }>(SIGN_IN, { input: { username: email.toUpperCase(), password } });
    expect(first.data?.signIn.user).toEqual({ id: userId, clientId });
    const [token, maxAge] = (first.headers.get(SESSION_SET_HEADER) ?? '').split(';');
    expect(Number(maxAge)).toBeGreaterThan(0);

    const resolved = await resolve(token!);
    expect(resolved.status).toBe(200);
    const { identity } = (await resolved.json()) as { identity: { userId: string; clientId: string; sessionId: string } };
    // The sign-up state is part of the identity the gateway signs for every subgraph.
    expect(identity).toMatchObject({ userId, clientId, verification: { registered: true, acceptedTerms: true, otpVerified: true } });

    const me = await subgraph.graphql<{ me: { id: string }; myClient: { firstNames: string } }>('{ me { id } myClient { firstNames } }', {}, identity);
    expect(me.data).toEqual({ me: { id: userId }, myClient: { firstNames: 'Thandi' } });

    // Signing in again from the same browser revokes the previous session (rotation).
    const second = await subgraph.graphql(SIGN_IN, { input: { username: email, password } }, identity);
    const [newToken] = (second.headers.get(SESSION_SET_HEADER) ?? '').split(';');
    expect(newToken).not.toBe(token);
    expect((await resolve(token!)).status).toBe(401);

    const newIdentity = ((await (await resolve(newToken!)).json()) as { identity: typeof identity }).identity;
    const out = await subgraph.graphql<{ signOut: boolean }>('mutation { signOut }', {}, newIdentity);
    expect(out.data?.signOut).toBe(true);
    expect((await resolve(newToken!)).status).toBe(401);
    expect(await subgraph.em().count(AuditEventEntity, { userId, type: { $in: ['SIGN_IN_SUCCEEDED', 'SIGN_OUT'] } })).toBeGreaterThanOrEqual(3);
  });

  it('slows down guessing: after 5 failed sign-ins for a username even the right password waits', async () => {
    const throttledEmail = `guess.${randomUUID()}@example.co.za`;
    const em = subgraph.em();
    const client = em.create(ClientEntity, { firstNames: 'Guess', email: throttledEmail });
    em.create(UserAccountEntity, { clientId: client.id, email: throttledEmail, passwordHash: await hash(password, ARGON2_OPTIONS) });
    await em.flush();
    for (let i = 0; i < 5; i++) {
      const wrong = await subgraph.graphql(SIGN_IN, { input: { username: throttledEmail, password: `wrong ${i}` } });
      expect(wrong.errors?.[0]?.message).toBe(SIGN_IN_FAILED_MESSAGE);
    }
    const right = await subgraph.graphql(SIGN_IN, { input: { username: throttledEmail, password } });
    expect(right.errors?.[0]?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
    expect(right.headers.get(SESSION_SET_HEADER)).toBeNull();
  });

  it('gives a visitor no client and another client nothing of this one', async () => {
    const anonymous = await subgraph.graphql('{ me { id } myClient { id } }');
    expect(anonymous.data).toEqual({ me: null, myClient: null });
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');

    const other = { userId: randomUUID(), clientId: randomUUID(), sessionId: randomUUID() };
    const probe = await subgraph.graphql<{ _entities: unknown[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { id firstNames } } }',
      { r: [{ __typename: 'Client', id: clientId }] },
      other,
    );
    expect(probe.data?._entities).toEqual([null]);
  });
});
