// Test data and a render helper for the savings remote's component specs (never imported by app code).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SavingsBucketFieldsFragment, SavingsOverviewQuery } from '../gql/graphql';

type Bucket = SavingsBucketFieldsFragment;

export function bucket(overrides: Partial<Bucket> = {}): Bucket {
  return {
    __typename: 'Bucket',
    id: 'bucket-1',
    name: 'Emergency',
    bucketType: 'EMERGENCY',
    description: null,
    amount: 0,
    targetAmount: 10000,
    targetDate: '2030-01-31',
    payoutDate: null,
    existingAmount: null,
    percentageFull: 0,
    status: 'NO_SAVINGS',
    desiredSavings: 500,
    metaData: [],
    ...overrides,
  };
}

type DecemberPayout = { __typename: 'DecemberPayout'; payoutDate: string; status: string; amount: number } | null;

export function goalDetailBucket(overrides: Partial<Bucket> & { totalContributionsAmount?: number; totalWithdrawalsAmount?: number; pendingWithdrawalsAmount?: number; decemberPayout?: DecemberPayout } = {}) {
  return { totalContributionsAmount: 0, totalWithdrawalsAmount: 0, pendingWithdrawalsAmount: 0, decemberPayout: null as DecemberPayout, ...bucket(overrides), ...overrides };
}

export const client = {
  __typename: 'Client' as const,
  id: 'client-1',
  idNumber: '8001015009087',
  income: 20000,
  birthDate: '1980-01-01',
  taxNumber: null as string | null,
  bankAccounts: [{ __typename: 'BankAccount' as const, id: 'bank-1', bankName: 'FNB', accountNo: '62001234567' }],
};

export function overviewData(buckets: Bucket[] | null, overrides: { taxNumber?: string | null; failed?: { id: string; amount: number; collectionDate: string; failureReason: string | null }[] } = {}): SavingsOverviewQuery {
  return {
    myClient: {
      ...client,
      taxNumber: overrides.taxNumber === undefined ? null : overrides.taxNumber,
      savings:
        buckets === null
          ? null
          : {
              __typename: 'Savings',
              id: 'savings-1',
              paymentBankAccountId: 'bank-1',
              payDay: 25,
              monthlyContributionsTotal: buckets.reduce((sum, b) => sum + b.desiredSavings, 0),
              totalSaved: buckets.reduce((sum, b) => sum + b.amount, 0),
              bucketInfo: buckets,
              failedCollections: (overrides.failed ?? []).map((failed) => ({ __typename: 'SavingsCollection' as const, status: 'FAILED' as const, ...failed })),
            },
    },
  };
}

/** Renders at `path` inside the savings routes' shapes, with Apollo mocks; other paths show their name. */
export function renderAt(path: string, pattern: string, element: ReactElement, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
