import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { SESSION_SET_HEADER } from '../auth/session-token';
import { AuditEventEntity } from '../auth/audit-event.entity';
import { ClientEntity } from '../client/client.entity';
import { resolveSession } from '../testing/signed-up-client';
import { StaffUserEntity } from './staff-user.entity';
import { grantStaffRoles, listStaff, revokeStaffRoles } from './staff-admin';

// The identity image's staff-roles command (docs/decisions/staff-roles-command.md): how production
// gets its first employee and every one after.
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }';
let serial = 5000 + Math.floor(Math.random() * 4000);

describe('identity: staff roles given and taken by an operator', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  /** A person signed up with an e-mail address; `finished` also completes profile, terms and OTP. */
  async function person(finished = true) {
    const email = `Staff.${randomUUID()}@Example.co.za`;
    const signedUp = await subgraph.graphql<{ signUp: { user: { id: string; clientId: string } } }>(SIGN_UP, {
      i: { idType: 'rsa_id', idNumber: buildSaIdNumber({ birthDate: '1988-03-14', serial: serial++ }), email, password: 'a long enough password' },
    });
    expect(signedUp.errors).toBeUndefined();
    const { id: userId, clientId } = signedUp.data!.signUp.user;
    if (finished) await subgraph.em().nativeUpdate(ClientEntity, { id: clientId }, { isRegistration: false, acceptedTerms: true, otpVerification: true });
    const token = (signedUp.headers.get(SESSION_SET_HEADER) ?? '').split(';')[0]!;
    return { email, userId, session: () => resolveSession(subgraph, token) };
  }

  it('gives roles to a signed-up account by its e-mail address (any case), adds to them, and the next session check carries them', async () => {
    const employee = await person();
    expect((await employee.session()).staff).toBeUndefined();
    expect(await grantStaffRoles(subgraph.em(), ` ${employee.email.toUpperCase()} `, ['operations'])).toEqual({ email: employee.email.toLowerCase(), roles: ['OPERATIONS'] });
    expect((await employee.session()).staff?.roles).toEqual(['OPERATIONS']);
    expect(await grantStaffRoles(subgraph.em(), employee.email, ['SALES_PERSON', 'OPERATIONS'])).toMatchObject({ roles: ['SALES_PERSON', 'OPERATIONS'] });
    expect(await subgraph.em().count(StaffUserEntity, { userId: employee.userId })).toBe(1);
    expect((await employee.session()).staff?.roles).toEqual(['SALES_PERSON', 'OPERATIONS']);
    expect(await listStaff(subgraph.em())).toContainEqual({ email: employee.email.toLowerCase(), roles: ['SALES_PERSON', 'OPERATIONS'] });
  });

  it('takes roles away; with none left (or none named) the account is no longer staff; each change is audited', async () => {
    const employee = await person();
    await grantStaffRoles(subgraph.em(), employee.email, ['GROUP_SALES', 'OPERATIONS']);
    expect(await revokeStaffRoles(subgraph.em(), employee.email, ['group_sales'])).toMatchObject({ roles: ['OPERATIONS'] });
    expect((await employee.session()).staff?.roles).toEqual(['OPERATIONS']);
    expect(await revokeStaffRoles(subgraph.em(), employee.email, [])).toMatchObject({ roles: [] });
    expect(await subgraph.em().count(StaffUserEntity, { userId: employee.userId })).toBe(0);
    expect((await employee.session()).staff).toBeUndefined();
    const audited = await subgraph.em().find(AuditEventEntity, { userId: employee.userId, type: 'STAFF_ROLES_CHANGED' }, { orderBy: { createdAt: 'asc' } });
    expect(audited.map((event) => event.detail?.['roles'])).toEqual(['GROUP_SALES,OPERATIONS', 'OPERATIONS', 'none']);
    await expect(revokeStaffRoles(subgraph.em(), employee.email, [])).rejects.toThrow('is not staff');
  });

  it('refuses an unknown address, an account that has not finished signing up, and an unknown role, changing nothing', async () => {
    await expect(grantStaffRoles(subgraph.em(), `nobody.${randomUUID()}@example.co.za`, ['OPERATIONS'])).rejects.toThrow('the employee signs up first');
    await expect(grantStaffRoles(subgraph.em(), 'not an address', ['OPERATIONS'])).rejects.toThrow('Give the e-mail address');
    const unfinished = await person(false);
    await expect(grantStaffRoles(subgraph.em(), unfinished.email, ['OPERATIONS'])).rejects.toThrow('has not finished signing up');
    const employee = await person();
    await expect(grantStaffRoles(subgraph.em(), employee.email, ['OPERATIONS', 'ADMIN'])).rejects.toThrow('Unknown role ADMIN: the roles are SALES_PERSON, GROUP_SALES, OPERATIONS');
    await expect(grantStaffRoles(subgraph.em(), employee.email, [])).rejects.toThrow('Name at least one role');
    expect(await subgraph.em().count(StaffUserEntity, { userId: { $in: [unfinished.userId, employee.userId] } })).toBe(0);
  });

  it('two grants for one account at once make one employee record with both roles', async () => {
    const employee = await person();
    await Promise.all([grantStaffRoles(subgraph.em().fork(), employee.email, ['SALES_PERSON']), grantStaffRoles(subgraph.em().fork(), employee.email, ['GROUP_SALES'])]);
    const records = await subgraph.em().fork().find(StaffUserEntity, { userId: employee.userId });
    expect(records.map((record) => record.roles)).toEqual([['SALES_PERSON', 'GROUP_SALES']]);
  });
});
