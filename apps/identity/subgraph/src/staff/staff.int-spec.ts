import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildSaIdNumber } from '@imali/shared/validation';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { PiiCipher, type CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SESSION_SET_HEADER } from '../auth/session-token';
import { DEMO_STAFF, seedDemoStaff } from '../demo/demo-staff';
import { StaffUserEntity } from './staff-user.entity';
import { UserAccountEntity } from '../auth/user-account.entity';

const PASSWORD = 'staff integration password 1';
const SIGN_IN = 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }';
const ME = '{ me { id employee { id roles } } }';

describe('identity: staff users and roles', () => {
  let subgraph: TestSubgraph;
  let internal: IdentityInternalClient;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    internal = new IdentityInternalClient({ baseUrl: subgraph.url, secret: TEST_INTERNAL_SECRET });
    await seedDemoStaff(subgraph.em(), new PiiCipher(TEST_PII_ENCRYPTION_KEY), PASSWORD);
  });
  afterAll(() => subgraph.close());

  /** Signs in as a client would and resolves the session as the gateway does. */
  async function signIn(username: string): Promise<CallerIdentity> {
    const result = await subgraph.graphql(SIGN_IN, { i: { username, password: PASSWORD } });
    expect(result.errors).toBeUndefined();
    const token = result.headers.get(SESSION_SET_HEADER)!.split(';')[0]!;
    return (await internal.resolveSession(token))!;
  }

  it('seeds one staff user per role, idempotently, each signing in like a client', async () => {
    const again = await seedDemoStaff(subgraph.em(), new PiiCipher(TEST_PII_ENCRYPTION_KEY), PASSWORD);
    expect(again.map((s) => [s.role, s.created])).toEqual([
      ['SALES_PERSON', false],
      ['GROUP_SALES', false],
      ['OPERATIONS', false],
    ]);
    for (const person of DEMO_STAFF) {
      const identity = await signIn(person.email);
      expect(identity.verification).toEqual({ registered: true, acceptedTerms: true, otpVerified: true });
      expect(identity.staff?.roles).toEqual([person.role]);
    }
  });

  it('carries the roles in the identity the gateway forwards, and answers me.employee for the caller only', async () => {
    const identity = await signIn('group-sales@imali.local');
    const own = await subgraph.graphql<{ me: { id: string; employee: { id: string; roles: string[] } | null } }>(ME, {}, identity);
    expect(own.data?.me.employee).toEqual({ id: identity.staff!.staffId, roles: ['GROUP_SALES'] });
    const stored = await subgraph.em().findOneOrFail(StaffUserEntity, { id: identity.staff!.staffId });
    expect(stored.userId).toBe(identity.userId);
  });

  it('answers null for a client who is not an employee, and nothing for a visitor', async () => {
    const signUp = await subgraph.graphql<{ signUp: { user: { id: string; clientId: string } } }>('mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }', {
      i: { idType: 'rsa_id', idNumber: buildSaIdNumber({ birthDate: '1993-04-17', serial: 1000 + Math.floor(Math.random() * 8999) }), email: `${randomUUID()}@example.co.za`, password: 'a long enough password' },
    });
    const { id: userId, clientId } = signUp.data!.signUp.user;
    const client = { ...clientIdentity(clientId), userId };
    expect((await subgraph.graphql<{ me: { id: string; employee: unknown } }>(ME, {}, client)).data?.me).toEqual({ id: userId, employee: null });
    expect((await subgraph.graphql<{ me: unknown }>(ME, {}, visitor)).data?.me).toBeNull();
    // Another user's record is never read through someone else's identity.
    const account = await subgraph.em().findOneOrFail(UserAccountEntity, { email: 'sales@imali.local' });
    const own = await subgraph.graphql<{ me: { employee: unknown } }>(ME, {}, { ...clientIdentity(), userId: account.id });
    expect(own.data?.me.employee).toEqual({ id: expect.any(String), roles: ['SALES_PERSON'] });
  });

  it('refuses an employee record without a known role (the database checks it)', async () => {
    const em: EntityManager = subgraph.em();
    const account = await em.findOneOrFail(UserAccountEntity, { email: 'operations@imali.local' });
    await expect(em.getConnection().execute(`update identity.staff_user set roles = '{}' where user_id = ?`, [account.id])).rejects.toThrow();
    await expect(em.getConnection().execute(`update identity.staff_user set roles = '{ADMIN}' where user_id = ?`, [account.id])).rejects.toThrow();
  });
});
