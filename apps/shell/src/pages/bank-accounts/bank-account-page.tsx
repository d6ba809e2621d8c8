import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { Button, ButtonLink, Card, EmptyState, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import {
  BankAccountFields,
  bankAccountFormValues,
  bankAccountSubmissionErrors,
  errorCode,
  errorMessage,
  toBankAccountInput,
  type BankAccountFormValues,
  type SharedBankAccount,
} from '@imali/shared/web';
import { ShellBankAccountDocument, ShellUpdateBankAccountDocument } from '../../gql/graphql';

/** The spec's words after an update (section 4.4). */
export const BANK_ACCOUNT_UPDATED_MESSAGE = 'Your bank account has been updated';
export const BANK_ACCOUNT_NOT_FOUND_MESSAGE = 'We could not find this bank account';

/** Another client's account (FORBIDDEN) reads the same as a missing one: nothing is revealed. */
const NOT_FOUND_CODES = new Set(['FORBIDDEN', 'NOT_FOUND']);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </>
  );
}

function AccountDetails({ account }: { account: SharedBankAccount }) {
  return (
    <Card title="Account details" testId="bank-account-details">
      <dl className="details">
        <Detail label="Bank">{account.bankName}</Detail>
        <Detail label="Branch code">{account.branchCode}</Detail>
        <Detail label="Account number">{account.accountNo}</Detail>
        <Detail label="Account holder">{account.ownAccount ? 'In my name' : account.accountHolderName}</Detail>
        {account.ownAccount ? null : (
          <>
            <Detail label="Contact number">{account.accountHolderContactNumber}</Detail>
            <Detail label="ID number">{account.accountHolderIdNumber}</Detail>
            <Detail label="Email">{account.accountHolderEmail}</Detail>
          </>
        )}
      </dl>
    </Card>
  );
}

function EditAccount({ account }: { account: SharedBankAccount }) {
  const [updateBankAccount] = useMutation(ShellUpdateBankAccountDocument);
  const [saved, setSaved] = useState(false);
  // A saved change comes back in the query's data and becomes the form's new starting point.
  const initialValues = useMemo(() => bankAccountFormValues(account), [account]);

  const submit = async (values: BankAccountFormValues): Promise<SubmissionErrors | undefined> => {
    setSaved(false);
    try {
      // verifyAccountInfo is not on the form; sent as stored so an update does not clear it.
      await updateBankAccount({ variables: { id: account.id, input: { ...toBankAccountInput(values), verifyAccountInfo: account.verifyAccountInfo } } });
      setSaved(true);
      return undefined;
    } catch (error) {
      return bankAccountSubmissionErrors(error);
    }
  };

  return (
    <Card title="Edit bank account" testId="bank-account-edit">
      <Form<BankAccountFormValues> onSubmit={submit} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError, dirty }) => (
          <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Edit bank account">
            <BankAccountFields askOwnAccount bankPlaceholder={!initialValues.bankId} />
            {submitError ? <ErrorMessage message={submitError} testId="bank-account-edit-error" /> : null}
            {saved && !dirty ? (
              <p className="bank-account__saved" role="status" data-testid="bank-account-updated">
                {BANK_ACCOUNT_UPDATED_MESSAGE}
              </p>
            ) : null}
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Saving…' : 'Save'}
            </Button>
          </form>
        )}
      </Form>
    </Card>
  );
}

/** /bank-account/{id}: one of the client's bank accounts, and its edit form. */
export function BankAccountPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ShellBankAccountDocument, { variables: { id }, skip: !id });
  const account = data?.bankaccount;

  let content;
  if (loading && !account) content = <Spinner label="Loading your bank account" />;
  else if (account) {
    content = (
      <div className="bank-account-layout">
        <AccountDetails account={account} />
        <EditAccount account={account} />
      </div>
    );
  } else if (!id || NOT_FOUND_CODES.has(errorCode(error) ?? '')) {
    content = (
      <EmptyState
        title={BANK_ACCOUNT_NOT_FOUND_MESSAGE}
        description="It may have been removed, or the link is not quite right."
        action={<ButtonLink to="/bank-accounts">See my bank accounts</ButtonLink>}
        testId="bank-account-not-found"
      />
    );
  } else {
    content = <ErrorMessage message={errorMessage(error, 'We could not load this bank account.')} onRetry={() => void refetch().catch(() => undefined)} />;
  }

  return (
    <Page
      title="Bank Account"
      testId="bank-account-page"
      actions={
        <ButtonLink to="/bank-accounts" variant="ghost">
          Back
        </ButtonLink>
      }
    >
      {content}
    </Page>
  );
}
