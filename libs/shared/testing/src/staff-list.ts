import { randomUUID } from 'node:crypto';
import { NOT_AN_EMPLOYEE_MESSAGE, STAFF_LIST_LIMIT_MESSAGE, STAFF_ROLE_REQUIRED_MESSAGE, type CallerIdentity, type StaffRoleName } from '@imali/shared/nest';
import { clientIdentity, visitor } from './test-subgraph';

/** A signed-in employee who finished sign-up, with `roles` (no client record). */
export const staffIdentity = (...roles: StaffRoleName[]): CallerIdentity => ({ ...clientIdentity(), clientId: null, staff: { staffId: randomUUID(), roles } });

type Answer = { data?: Record<string, unknown> | null; errors?: readonly unknown[] };

/**
 * The refusals every staff work list (requireStaff + staffListLimit) must give, as tests inside
 * the caller's describe: a visitor, a client and an employee without `role` get requireStaff's
 * answer and no rows; a limit outside 1..200 gets the limit message on `limit`.
 * `list(caller, limit?)` asks the query; `field` is its name in `data`.
 */
export function itRefusesAllButStaffRole(field: string, role: StaffRoleName, list: (caller: CallerIdentity, limit?: number) => Promise<Answer>): void {
  const other: StaffRoleName = role === 'SALES_PERSON' ? 'GROUP_SALES' : 'SALES_PERSON';
  it.each([
    ['a visitor', visitor, 'UNAUTHENTICATED', 'Please sign in to continue'],
    ['a client', clientIdentity(), 'FORBIDDEN', NOT_AN_EMPLOYEE_MESSAGE],
    [`a ${other} employee`, staffIdentity(other), 'FORBIDDEN', STAFF_ROLE_REQUIRED_MESSAGE],
  ] as const)('refuses %s as requireStaff does, with no rows', async (_label, caller, code, message) => {
    const answer = await list(caller as CallerIdentity);
    expect(answer.data?.[field] ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });

  it.each([0, -1, 201, 2_147_483_647])('refuses a limit of %s with a clear message', async (limit) => {
    const answer = await list(staffIdentity(role), limit);
    expect(answer.errors?.[0]).toMatchObject({ message: STAFF_LIST_LIMIT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
  });
}
