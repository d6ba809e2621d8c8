import { matchPath } from 'react-router-dom';
import type { StaffRole } from '../gql/graphql';

/**
 * Pages only employees may open (docs/decisions/employee-only-routes.md): the spec gives group
 * sales users (with a "me" record) the Group Sales page and the details routes; everyone else has
 * view-only group pages. The server's staff guard is the real check; this spares a non-employee a
 * page that would only fail.
 */
export const EMPLOYEE_ONLY_ROUTES: readonly { pattern: string; role: StaffRole }[] = [
  { pattern: '/group-sales', role: 'GROUP_SALES' },
  { pattern: '/group-members-details/*', role: 'GROUP_SALES' },
  { pattern: '/contributions-details/*', role: 'GROUP_SALES' },
  { pattern: '/group-contribution-details/*', role: 'GROUP_SALES' },
];

/** The staff role a path needs, or null for a page every signed-in client may open. */
export function employeeRoleFor(pathname: string): StaffRole | null {
  return EMPLOYEE_ONLY_ROUTES.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname))?.role ?? null;
}
