/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ShellEmployeeDocument, type StaffRole } from '../gql/graphql';
import { EMPLOYEE_CHECK_FAILED_MESSAGE, EmployeeOnly, NOT_AN_EMPLOYEE_MESSAGE, STAFF_ROLE_REQUIRED_MESSAGE } from './employee-only';
import { employeeRoleFor } from './employee-routes';

const employeeMock = (roles: StaffRole[] | null): MockLink.MockedResponse => ({
  request: { query: ShellEmployeeDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', employee: roles ? { __typename: 'Employee', id: 'e1', roles } : null } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage(mocks: MockLink.MockedResponse[], role: StaffRole | null = 'GROUP_SALES') {
  render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <EmployeeOnly role={role}>
        <p data-testid="staff-page">Group Sales</p>
      </EmployeeOnly>
    </MockedProvider>,
  );
}

describe('EmployeeOnly (employee-only pages)', () => {
  it("shows 'You are not an employee' to a user without an employee record, never the page", async () => {
    renderPage([employeeMock(null)]);
    expect(screen.getByText('Checking your staff access')).toBeTruthy();
    expect((await screen.findByTestId('not-an-employee')).textContent).toContain(NOT_AN_EMPLOYEE_MESSAGE);
    expect(screen.queryByTestId('staff-page')).toBeNull();
  });

  it('shows the page to an employee with the role', async () => {
    renderPage([employeeMock(['GROUP_SALES'])]);
    expect(await screen.findByTestId('staff-page')).toBeTruthy();
  });

  it('tells an employee without the role so, as the server does', async () => {
    renderPage([employeeMock(['SALES_PERSON'])]);
    expect((await screen.findByTestId('not-an-employee')).textContent).toContain(STAFF_ROLE_REQUIRED_MESSAGE);
    expect(screen.queryByTestId('staff-page')).toBeNull();
  });

  it('lets any employee in when the page names no role', async () => {
    renderPage([employeeMock(['OPERATIONS'])], null);
    expect(await screen.findByTestId('staff-page')).toBeTruthy();
  });

  it('shows an error with Try again when the record cannot be read, then the page once it can', async () => {
    const failing: MockLink.MockedResponse = { request: { query: ShellEmployeeDocument }, error: new Error('network down') };
    renderPage([failing, employeeMock(['GROUP_SALES'])]);
    expect((await screen.findByTestId('employee-check-error')).textContent).toContain(EMPLOYEE_CHECK_FAILED_MESSAGE);
    expect(screen.queryByTestId('staff-page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('staff-page')).toBeTruthy();
  });
});

describe('employee-only routes', () => {
  it.each([
    ['/group-sales', 'GROUP_SALES'],
    ['/group-members-details/42', 'GROUP_SALES'],
    ['/contributions-details/7', 'GROUP_SALES'],
    ['/group-contribution-details/7', 'GROUP_SALES'],
    ['/group', null],
    ['/group/42', null],
    ['/group-members/42', null],
    ['/contributions/7', null],
    ['/funeral', null],
  ])('%s needs %s', (path, role) => {
    expect(employeeRoleFor(path)).toBe(role);
  });
});
