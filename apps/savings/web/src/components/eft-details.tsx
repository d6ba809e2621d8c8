// "EFT payment details: a fixed bank, account holder, account number and branch code ... with
// the client's ID number as the reference" (docs/decisions/savings-eft-details.md).
import { Card } from '@imali/shared/ui';
import { SAVINGS_EFT_DETAILS } from '@imali/savings/domain';

export const EFT_TITLE = 'Pay in by EFT';
export const EFT_NO_REFERENCE = 'Add your ID number to your profile to pay by EFT';

export function EftDetails({ idNumber }: { idNumber: string | null | undefined }) {
  return (
    <Card title={EFT_TITLE} testId="savings-eft">
      <p className="muted">Pay any amount into your savings by EFT. Use your ID number as the reference so that we can match it to you.</p>
      <dl className="details">
        <dt>Bank</dt>
        <dd>{SAVINGS_EFT_DETAILS.bankName}</dd>
        <dt>Account holder</dt>
        <dd>{SAVINGS_EFT_DETAILS.accountHolder}</dd>
        <dt>Account number</dt>
        <dd>{SAVINGS_EFT_DETAILS.accountNumber}</dd>
        <dt>Branch code</dt>
        <dd>{SAVINGS_EFT_DETAILS.branchCode}</dd>
        <dt>Reference</dt>
        <dd data-testid="savings-eft-reference">{idNumber ? idNumber : EFT_NO_REFERENCE}</dd>
      </dl>
    </Card>
  );
}
