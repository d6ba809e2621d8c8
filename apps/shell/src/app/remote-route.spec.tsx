/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellEmployeeDocument, type StaffRole } from '../gql/graphql';
import { RemotesProvider } from '../remotes/remotes-context';
import type { RemoteDefinition } from '../remotes/remotes-manifest';
import { sessionMock } from '../session/session-mocks';
import { NOT_AN_EMPLOYEE_MESSAGE } from '../session/employee-only';
import { AppRoutes } from './app-routes';

const remotes: RemoteDefinition[] = [{ name: 'groups', entry: '/remotes/groups/mf-manifest.json', routes: ['/group', '/group/*', '/group-sales'], publicRoutes: [] }];

const employeeMock = (roles: StaffRole[] | null) => ({
  request: { query: ShellEmployeeDocument },
  result: { data: { me: { __typename: 'User' as const, id: 'u1', employee: roles ? { __typename: 'Employee' as const, id: 'e1', roles } : null } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderAt(path: string, roles: StaffRole[] | null) {
  render(
    <MockedProvider mocks={[sessionMock({}), employeeMock(roles)]} mockLinkDefaultOptions={{ delay: 0 }}>
      <RemotesProvider loadManifest={async () => remotes} register={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </RemotesProvider>
    </MockedProvider>,
  );
}

describe('employee-only remote pages', () => {
  it("show 'You are not an employee' in the app layout to a client, and never load the page", async () => {
    renderAt('/group-sales', null);
    expect((await screen.findByTestId('not-an-employee')).textContent).toContain(NOT_AN_EMPLOYEE_MESSAGE);
    expect(screen.getByTestId('side-bar')).toBeTruthy();
    expect(screen.queryByText('Loading groups')).toBeNull();
  });

  it('load the remote page for a group sales employee', async () => {
    renderAt('/group-sales', ['GROUP_SALES']);
    expect(await screen.findByText('Loading groups')).toBeTruthy();
    expect(screen.queryByTestId('not-an-employee')).toBeNull();
  });

  it('leave the view-only group pages to every client', async () => {
    renderAt('/group/42', null);
    expect(await screen.findByText('Loading groups')).toBeTruthy();
    expect(screen.queryByTestId('not-an-employee')).toBeNull();
  });
});
