// Rules both ways to buy (the purchase wizard and the chat-style sale) ask alike, as final-form
// record validators: the funeral domain's sale rules (the same the subgraph runs), nothing more.
import { saleBankAccountErrors, saleBeneficiaryErrors } from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { textOrNull, toFinalFormErrors } from '@imali/shared/web';
import type { BeneficiaryAnswers } from './sale-mapper';
import { ACCOUNT_HOLDER_FIELDS } from './sale-steps';

/** How a flow reads a typed ID number (the chat drops spaces; the wizard sends it trimmed). */
export type IdNumberReader = (value: string | undefined) => string | null;

const BENEFICIARY_FIELDS = ['firstNames', 'surname', 'cellNumber', 'email', 'idType', 'idNumber'] as const;

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
export function validateAccountHolder(values: AccountHolderValues, idNumber: IdNumberReader = textOrNull): Record<string, string> {
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

/**
 * beneficiaryInfo: the sale's beneficiary rule (names and cell number required; e-mail, cell
 * and ID number checked), the ID number read the way the flow sends it; a South African ID
 * assumed when no type is chosen.
 */
export function validateBeneficiary(values: BeneficiaryAnswers, today?: Date, idNumber: IdNumberReader = textOrNull): Record<string, string> {
  const id = idNumber(values.idNumber);
  const cell = values.cellNumber?.trim();
  return toFinalFormErrors(
    saleBeneficiaryErrors(
      { isSpouse: false, firstNames: values.firstNames, surname: values.surname, cellNumbers: cell ? [cell] : [], email: textOrNull(values.email), idType: id ? values.idType || DEFAULT_ID_TYPE : null, idNumber: id },
      today,
    ),
    { only: BENEFICIARY_FIELDS, rename: { cellNumbers: 'cellNumber' } },
  );
}
