// The tax-number tip and modal (savings-budget-debt-shell.md sections 2, 5 and 6): behind the
// savingsTaxNumber flag (off), shown only when the client has no tax number; the modal saves
// updateMyProfile taxNumber, checked by the domain's validateRequiredTaxNumber ("Invalid Tax
// Number") here and by identity on the server.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Button, Card } from '@imali/shared/ui';
import { errorMessage, fieldErrors, InputField } from '@imali/shared/web';
import { validateRequiredTaxNumber } from '@imali/savings/domain';
import { SavingsUpdateTaxNumberDocument } from '../gql/graphql';
import { isFlagOn } from '../feature-flags';
import { FormModal } from '../components/form-modal';

export const TAX_TIP_TITLE = 'Add your tax number';
export const TAX_TIP_TEXT = 'Tip: add your SARS tax reference number so that the interest on your savings is reported under your name.';
export const TAX_MODAL_TITLE = 'Tax number';

export function TaxNumberModal({ onClose }: { onClose: () => void }) {
  const [save] = useMutation(SavingsUpdateTaxNumberDocument);
  const submit = async ({ taxNumber }: { taxNumber?: string }): Promise<SubmissionErrors | void> => {
    try {
      await save({ variables: { taxNumber: (taxNumber ?? '').trim() } });
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField['taxNumber']) return { taxNumber: byField['taxNumber'] };
      return { [FORM_ERROR]: errorMessage(error) };
    }
    onClose();
    return undefined;
  };
  return (
    <FormModal<{ taxNumber?: string }> title={TAX_MODAL_TITLE} testId="savings-tax-modal" formId="savings-tax-form" submitLabel="Save" onSubmit={submit} onClose={onClose}>
      <InputField name="taxNumber" label="Tax number" inputMode="numeric" maxLength={10} autoComplete="off" validate={validateRequiredTaxNumber} />
    </FormModal>
  );
}

/** The tip: only with the flag on and no tax number on record. */
export function TaxNumberTip({ taxNumber }: { taxNumber: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (!isFlagOn('savingsTaxNumber') || (taxNumber ?? '').trim() !== '') return null;
  return (
    <Card title={TAX_TIP_TITLE} testId="savings-tax-tip">
      <p>{TAX_TIP_TEXT}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add tax number
      </Button>
      {open ? <TaxNumberModal onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
