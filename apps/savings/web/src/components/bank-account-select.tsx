// "Bank account select (with an option to add an account and return)": a select of the client's
// accounts and "Add a bank account", which opens the shared add-bank-account dialog; the account
// added is chosen on return. Used by the withdrawal flow and the bank change flow.
import { useState } from 'react';
import { useField } from 'react-final-form';
import { Button } from '@imali/shared/ui';
import { AddBankAccountDialog, SelectField } from '@imali/shared/web';
import { validateBankAccountId } from '@imali/savings/domain';

export interface BankAccountOption {
  id: string;
  bankName: string;
  accountNo: string;
}

/** "FNB ••• 1234": the bank and the last four digits. */
export function bankAccountLabel(account: BankAccountOption): string {
  return `${account.bankName} ••• ${account.accountNo.slice(-4)}`;
}

export function BankAccountSelect({ name = 'bankAccountId', accounts }: { name?: string; accounts: readonly BankAccountOption[] }) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<BankAccountOption[]>([]);
  const { input } = useField<string>(name, { subscription: { value: true } });
  const all = [...accounts, ...added.filter((account) => !accounts.some((known) => known.id === account.id))];
  return (
    <>
      <SelectField name={name} label="Bank account" placeholder="Select one" options={all.map((account) => ({ value: account.id, label: bankAccountLabel(account) }))} validate={validateBankAccountId} />
      <Button variant="ghost" onClick={() => setAdding(true)} data-testid="savings-add-bank-account">
        Add a bank account
      </Button>
      <AddBankAccountDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(account) => {
          setAdded((current) => [...current, { id: account.id, bankName: account.bankName, accountNo: account.accountNo }]);
          input.onChange(account.id);
        }}
      />
    </>
  );
}
