// Rules both ways to buy (the purchase wizard and the chat-style sale) ask alike, as final-form
// record validators: the funeral domain's sale rules (the same the subgraph runs), nothing more.
import { saleBankAccountErrors } from '@imali/funeral/domain';
import { textOrNull, toFinalFormErrors } from '@imali/shared/web';
import { ACCOUNT_HOLDER_FIELDS } from './sale-steps';

/** accountHolderInfo's answers as typed (someone else's account). */
export interface AccountHolderValues {
  accountHolderName?: string;
  accountHolderContactNumber?: string;
  accountHolderIdNumber?: string;
  accountHolderEmail?: string;
}

/**
 * accountHolderInfo: the bank account rule's account holder part (saleBankAccountErrors with
 * ownAccount false), the holder's fields only. `idNumber` reads the ID number the way the flow
 * sends it (the chat drops spaces; the wizard sends it trimmed).
 */
export function validateAccountHolder(values: AccountHolderValues, idNumber: (value: string | undefined) => string | null = textOrNull): Record<string, string> {
  return toFinalFormErrors(
    saleBankAccountErrors({
      ownAccount: false,
      accountHolderName: textOrNull(values.accountHolderName),
      accountHolderContactNumber: textOrNull(values.accountHolderContactNumber),
      accountHolderIdNumber: idNumber(values.accountHolderIdNumber),
      accountHolderEmail: textOrNull(values.accountHolderEmail),
    }),
    { only: ACCOUNT_HOLDER_FIELDS },
  );
}
