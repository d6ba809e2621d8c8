import type { GraphQLError } from 'graphql';
import { hasStaffRole, NOT_AN_EMPLOYEE_MESSAGE, requireStaff, STAFF_LIST_DEFAULT, STAFF_LIST_LIMIT_MESSAGE, STAFF_ROLE_REQUIRED_MESSAGE, staffListLimit } from './staff';
import type { CallerIdentity } from './internal-auth';

const verified = { registered: true, acceptedTerms: true, otpVerified: true };
const client: CallerIdentity = { userId: 'u-1', clientId: 'c-1', sessionId: 's-1', verification: verified };
const groupSales: CallerIdentity = { ...client, staff: { staffId: 'e-1', roles: ['GROUP_SALES'] } };

const refusal = (identity: CallerIdentity, ...roles: Parameters<typeof requireStaff>[1][]) => {
  try {
    requireStaff(identity, ...roles);
    return undefined;
  } catch (error) {
    return { code: (error as GraphQLError).extensions['code'], message: (error as GraphQLError).message };
  }
};

describe('requireStaff (the one server-side staff check)', () => {
  it.each([
    ['a visitor', { userId: null, clientId: null, sessionId: null }, [], { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }],
    ['a client who has not finished sign-up', { ...groupSales, verification: { ...verified, otpVerified: false } }, [], { code: 'VERIFICATION_REQUIRED' }],
    ['a client without an employee record', client, [], { code: 'FORBIDDEN', message: NOT_AN_EMPLOYEE_MESSAGE }],
    ['a client without an employee record, for a role', client, ['GROUP_SALES'], { code: 'FORBIDDEN', message: NOT_AN_EMPLOYEE_MESSAGE }],
    ['an employee without the role', groupSales, ['OPERATIONS'], { code: 'FORBIDDEN', message: STAFF_ROLE_REQUIRED_MESSAGE }],
    ['an employee with no roles at all', { ...client, staff: { staffId: 'e-2', roles: [] } }, ['SALES_PERSON'], { code: 'FORBIDDEN', message: STAFF_ROLE_REQUIRED_MESSAGE }],
  ] as const)('refuses %s', (_label, identity, roles, expected) => {
    expect(refusal(identity as CallerIdentity, ...roles)).toMatchObject(expected);
  });

  it('lets an employee through for any staff page, and for a role they hold (one of several is enough)', () => {
    expect(requireStaff(groupSales)).toEqual({ staffId: 'e-1', roles: ['GROUP_SALES'] });
    expect(requireStaff(groupSales, 'GROUP_SALES')).toEqual({ staffId: 'e-1', roles: ['GROUP_SALES'] });
    expect(requireStaff(groupSales, 'OPERATIONS', 'GROUP_SALES').staffId).toBe('e-1');
  });

  it('hasStaffRole answers without refusing', () => {
    expect(hasStaffRole(groupSales, 'GROUP_SALES')).toBe(true);
    expect(hasStaffRole(groupSales, 'SALES_PERSON')).toBe(false);
    expect(hasStaffRole(client, 'GROUP_SALES')).toBe(false);
  });
});

describe('staffListLimit (a staff list\'s limit argument)', () => {
  it('gives the default when absent and takes 1 to 200', () => {
    expect(staffListLimit(undefined)).toBe(STAFF_LIST_DEFAULT);
    expect(staffListLimit(null)).toBe(STAFF_LIST_DEFAULT);
    expect(staffListLimit(1)).toBe(1);
    expect(staffListLimit(200)).toBe(200);
  });

  it.each([0, -1, 201, 2.5, Number.NaN, 2147483647])('refuses %p on limit with the message', (limit) => {
    expect(() => staffListLimit(limit)).toThrow(STAFF_LIST_LIMIT_MESSAGE);
  });
});
