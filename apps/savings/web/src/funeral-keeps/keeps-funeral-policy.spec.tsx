/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { SavingsFuneralPoliciesDocument, SavingsSetBucketKeepsFuneralPolicyDocument } from '../gql/graphql';
import { renderAt } from '../testing/savings-fixtures';
import { KeepsFuneralPolicy, KEEPS_EXPLAINED } from './keeps-funeral-policy';

const policy = (id: string, policyNumber: string, state: string, stateLabel: string) => ({ __typename: 'FuneralPolicy' as const, id, policyNumber, state, stateLabel, currentPremiumTotal: 150.75 });

function policies(list: ReturnType<typeof policy>[], keeps: string | null) {
  return {
    request: { query: SavingsFuneralPoliciesDocument, variables: { id: 'b-1' } },
    result: {
      data: {
        myClient: {
          __typename: 'Client' as const,
          id: 'client-1',
          funeralPolicies: list,
          savings: { __typename: 'Savings' as const, id: 'savings-1', bucketInfoById: { __typename: 'Bucket' as const, id: 'b-1', keepsFuneralPolicyId: keeps } },
        },
      },
    },
  };
}

const setKeeps = (policyId: string | null, answer: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  request: { query: SavingsSetBucketKeepsFuneralPolicyDocument, variables: { bucketId: 'b-1', policyId } },
  result: answer,
});

const open = (mocks: Parameters<typeof renderAt>[3]) => renderAt('/savings/b-1', '/savings/:id', <KeepsFuneralPolicy bucketId="b-1" />, mocks);

describe('a Funeral goal keeps a funeral policy paid', () => {
  it("lists the client's policies that can be kept (not cancelled or lapsed) and saves the choice", async () => {
    open([
      policies([policy('p-1', 'FP0001', 'ACTIVE', 'Active'), policy('p-2', 'FP0002', 'CANCELLED', 'Cancelled Policy'), policy('p-3', 'FP0003', 'ON_RISK_GRACE', 'Missed Payment')], null),
      setKeeps('p-3', { data: { setBucketKeepsFuneralPolicy: { __typename: 'Bucket', id: 'b-1', keepsFuneralPolicyId: 'p-3' } } }),
      policies([policy('p-1', 'FP0001', 'ACTIVE', 'Active'), policy('p-3', 'FP0003', 'ON_RISK_GRACE', 'Missed Payment')], 'p-3'),
    ]);
    expect(await screen.findByText(KEEPS_EXPLAINED)).toBeTruthy();
    const select = (await screen.findByTestId('savings-keeps-policy')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['None', expect.stringMatching(/^FP0001 · Active · R\s?150[.,]75 a month$/), expect.stringMatching(/^FP0003 · Missed Payment/)]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'p-3' } });
    expect((await screen.findByTestId('savings-keeps-saved')).textContent).toBe('This goal now keeps policy FP0003 paid');
  });

  it('stops keeping a policy with None', async () => {
    open([
      policies([policy('p-1', 'FP0001', 'ACTIVE', 'Active')], 'p-1'),
      setKeeps(null, { data: { setBucketKeepsFuneralPolicy: { __typename: 'Bucket', id: 'b-1', keepsFuneralPolicyId: null } } }),
      policies([policy('p-1', 'FP0001', 'ACTIVE', 'Active')], null),
    ]);
    const select = (await screen.findByTestId('savings-keeps-policy')) as HTMLSelectElement;
    expect(select.value).toBe('p-1');
    fireEvent.change(select, { target: { value: '' } });
    expect((await screen.findByTestId('savings-keeps-saved')).textContent).toBe('This goal no longer pays a funeral premium');
  });

  it("shows the server's refusal (a policy that is not the client's) and an empty state without policies", async () => {
    open([
      policies([policy('p-1', 'FP0001', 'ACTIVE', 'Active')], null),
      setKeeps('p-1', { errors: [{ message: 'Funeral policy not found', extensions: { code: 'NOT_FOUND' } }] }),
    ]);
    fireEvent.change(await screen.findByTestId('savings-keeps-policy'), { target: { value: 'p-1' } });
    expect((await screen.findByTestId('savings-keeps-error')).textContent).toContain('Funeral policy not found');
  });

  it('says so when the client has no policy a goal can keep', async () => {
    open([policies([policy('p-2', 'FP0002', 'LAPSED', 'Lapsed')], null)]);
    expect(await screen.findByTestId('savings-keeps-none')).toBeTruthy();
  });
});
