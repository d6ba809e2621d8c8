import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ErrorMessage, Spinner } from '@imali/shared/ui';
import { ShellEmployeeDocument, type StaffRole } from '../gql/graphql';

/** The spec's words for a user without an employee ("me") record. */
export const NOT_AN_EMPLOYEE_MESSAGE = 'You are not an employee';
/** As the server's staff guard answers an employee without the role (docs/decisions/staff-roles.md). */
export const STAFF_ROLE_REQUIRED_MESSAGE = 'Your staff role does not allow this';
/** The spec's load-failure wording for group pages, which are the employee-only ones. */
export const EMPLOYEE_CHECK_FAILED_MESSAGE = 'Something has gone wrong. Please contact support';

export interface EmployeeOnlyProps {
  /** The role the page needs; without one, any employee may open it. */
  role?: StaffRole | null;
  children: ReactNode;
}

/**
 * Employee-only pages: asks `me` for the employee record and shows 'You are not an employee'
 * without one (the server refuses such callers too: this is the friendly half of the check).
 * Inside the route guard, so the user is signed in and verified by now.
 */
export function EmployeeOnly({ role, children }: EmployeeOnlyProps) {
  const { data, loading, error, refetch } = useQuery(ShellEmployeeDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner label="Checking your staff access" />;
  if (error && !data) {
    return (
      <section className="page">
        <ErrorMessage message={EMPLOYEE_CHECK_FAILED_MESSAGE} onRetry={() => void refetch()} testId="employee-check-error" />
      </section>
    );
  }
  const employee = data?.me?.employee;
  const refusal = !employee ? NOT_AN_EMPLOYEE_MESSAGE : role && !employee.roles.includes(role) ? STAFF_ROLE_REQUIRED_MESSAGE : null;
  if (refusal) {
    return (
      <section className="page">
        <ErrorMessage message={refusal} testId="not-an-employee" />
      </section>
    );
  }
  return <>{children}</>;
}
