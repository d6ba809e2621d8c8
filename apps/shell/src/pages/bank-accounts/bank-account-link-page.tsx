import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@imali/shared/ui';
import { AddBankAccountDialog } from '@imali/shared/web';
import { redirectTarget } from '../../app/redirect-param';
import { BANK_ACCOUNTS_TITLE } from './bank-accounts-page';

export const BANK_ACCOUNT_LINK_PATH = '/bank-accounts/link';

/** Where the link page returns to: the same-site `redirect` path, else the bank account list. */
export function bankAccountLinkReturnPath(search: string): string {
  const target = redirectTarget(search);
  // Back to this page would open the dialog again, for ever.
  if (!target || target.split(/[?#]/)[0] === BANK_ACCOUNT_LINK_PATH) return '/bank-accounts';
  return target;
}

/** Router state of the page returned to after an account was added (the caller may preselect it). */
export interface BankAccountLinkState {
  addedBankAccountId: string;
}

/**
 * /bank-accounts/link: opens the add-bank-account dialog at once, for links from other areas
 * ("add an account and return"). After adding (or closing) it goes back to `?redirect=` (a
 * same-site path only, docs/decisions/redirect-parameter.md) or /bank-accounts.
 */
export function BankAccountLinkPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const returnPath = bankAccountLinkReturnPath(search);
  // onAdded comes before onClose: the return with the new account's id wins.
  const added = useRef(false);

  return (
    <Page title={BANK_ACCOUNTS_TITLE} testId="bank-account-link-page">
      <p className="muted">Add a bank account in the window that opened.</p>
      <AddBankAccountDialog
        open
        onAdded={(account) => {
          added.current = true;
          const state: BankAccountLinkState = { addedBankAccountId: account.id };
          navigate(returnPath, { replace: true, state });
        }}
        onClose={() => {
          if (!added.current) navigate(returnPath, { replace: true });
        }}
      />
    </Page>
  );
}
