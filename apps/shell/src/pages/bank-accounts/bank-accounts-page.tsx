import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { AddBankAccountDialog, errorMessage } from '@imali/shared/web';
import { ShellBankAccountsDocument } from '../../gql/graphql';
import { accountNumberEnding, maskAccountNumber } from './mask-account-number';

/** The spec's button label (section 2.7). */
export const ADD_BANK_ACCOUNT_LABEL = 'Request to add New Account';
export const BANK_ACCOUNTS_TITLE = 'My Bank Account Details';

/** A masked account number that screen readers hear as "account number ending in 7890". */
export function MaskedAccountNumber({ accountNo }: { accountNo: string }) {
  const ending = accountNumberEnding(accountNo);
  return (
    <span className="bank-account-card__number">
      <span aria-hidden="true">{maskAccountNumber(accountNo)}</span>
      <span className="visually-hidden">{ending ? `account number ending in ${ending}` : 'account number hidden'}</span>
    </span>
  );
}

/** /bank-accounts: the client's bank accounts, each opening /bank-account/{id}, and the add dialog. */
export function BankAccountsPage() {
  const { data, loading, error, refetch } = useQuery(ShellBankAccountsDocument, { notifyOnNetworkStatusChange: true });
  const [adding, setAdding] = useState(false);
  const accounts = data?.myClient?.bankAccounts;
  const reload = () => void refetch().catch(() => undefined);

  let content;
  if (loading && !data) content = <Spinner label="Loading your bank accounts" />;
  else if (!accounts) {
    content = <ErrorMessage message={errorMessage(error, 'We could not load your bank accounts.')} onRetry={reload} testId="bank-accounts-error" />;
  } else if (accounts.length === 0) {
    content = (
      <EmptyState
        title="You have not added a bank account yet"
        description="Add the account you pay your premiums from or want your money paid into."
        testId="bank-accounts-empty"
      />
    );
  } else {
    content = (
      <ul className="list" aria-label="Your bank accounts" data-testid="bank-accounts-list">
        {accounts.map((account) => (
          <li key={account.id}>
            <Link className="card bank-account-card" to={`/bank-account/${encodeURIComponent(account.id)}`}>
              <span className="bank-account-card__bank">{account.bankName}</span>
              <MaskedAccountNumber accountNo={account.accountNo} />
              {account.ownAccount ? null : <span className="badge">Third party</span>}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page
      title={BANK_ACCOUNTS_TITLE}
      testId="bank-accounts-page"
      actions={
        <Button onClick={() => setAdding(true)} aria-haspopup="dialog" data-testid="bank-accounts-add">
          {ADD_BANK_ACCOUNT_LABEL}
        </Button>
      }
    >
      {/* A failed refetch after data was shown: keep the list and say so. */}
      {error && accounts ? <ErrorMessage message={errorMessage(error, 'We could not refresh your bank accounts.')} onRetry={reload} /> : null}
      {content}
      <AddBankAccountDialog open={adding} onClose={() => setAdding(false)} onAdded={reload} />
    </Page>
  );
}
