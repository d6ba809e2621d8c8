// The one sale mapper (funeral.md section 7, CreateSalesInteractionPolicyWithMembers): both ways
// to buy, the purchase wizard (DEBI_CHECK) and the chat-style sale (NAEDO), read their answers
// into SaleAnswers; only this file turns them into the mutation's variables.
import { completeSaleMember, normaliseIdNumber, type CoveredMemberType, type SalePaymentMethod } from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { textOrNull, toBankAccountInput, type BankAccountFormValues } from '@imali/shared/web';
import { memberFields, memberInput, type MemberFormValues } from '../forms/member-values';
import type { FuneralCreateSaleVariables, SaleBankAccountVariables } from './sale-types';

export type SaleMemberType = CoveredMemberType;

/** The beneficiary as typed (no ID type asked: a South African ID is assumed with a number). */
export interface BeneficiaryAnswers {
  firstNames?: string;
  surname?: string;
  cellNumber?: string;
  email?: string;
  idType?: string;
  idNumber?: string;
}

/** One of the client's stored bank accounts, paid from as it is. */
export interface StoredSaleAccount {
  branchCode: string;
  bankName: string;
  accountNo: string;
}

export interface SaleAnswers {
  coverAmount: number;
  paymentDueDay: number;
  paymentMethod: SalePaymentMethod;
  /** The covered lives in the sale's order: the policy holder first. */
  members: readonly { memberType: SaleMemberType; values: MemberFormValues }[];
  /** The policy holder's monthly income. */
  income: number | null;
  /** The spouse's details when the spouse is the beneficiary, else the beneficiary's answers. */
  beneficiary: { spouse: MemberFormValues } | { answers: BeneficiaryAnswers };
  /** The payer's account as the shared bank form holds it (someone else's with its holder). */
  bankAccount: BankAccountFormValues;
  /** Pays from this stored account instead of the form's. */
  storedAccount?: StoredSaleAccount;
}

type SaleMember = FuneralCreateSaleVariables['members'][number];

/** One life as the mutation sends it: trimmed, DOB from a South African ID number when none was typed. */
export function saleMember(memberType: SaleMemberType, values: MemberFormValues, income: number | null, today?: Date): SaleMember {
  const fields = completeSaleMember(memberFields(memberType, values), today);
  return { memberType, ...memberInput(fields), relationship: fields.relationship ?? null, ...(memberType === 'POLICY_HOLDER' ? { income } : {}) };
}

/** The beneficiary the sale sends: the spouse's own details when the spouse is the beneficiary. */
export function saleBeneficiary(beneficiary: SaleAnswers['beneficiary']): FuneralCreateSaleVariables['beneficiary'] {
  if ('spouse' in beneficiary) {
    const spouse = memberInput(memberFields('SPOUSE', beneficiary.spouse));
    return { isSpouse: true, firstNames: spouse.firstNames, surname: spouse.surname, cellNumbers: spouse.cellNumbers, email: spouse.email, idType: spouse.idType, idNumber: spouse.idNumber };
  }
  const { answers } = beneficiary;
  const idNumber = normaliseIdNumber(answers.idNumber);
  const cell = textOrNull(answers.cellNumber);
  return {
    isSpouse: false,
    firstNames: (answers.firstNames ?? '').trim(),
    surname: (answers.surname ?? '').trim(),
    cellNumbers: cell ? [cell] : [],
    email: textOrNull(answers.email),
    idType: idNumber ? (textOrNull(answers.idType) ?? DEFAULT_ID_TYPE) : null,
    idNumber,
  };
}

/** The payer's account: a stored one as it is, else the form's (the holder's ID number without spaces). */
export function saleBankAccount(account: BankAccountFormValues, stored?: StoredSaleAccount): SaleBankAccountVariables {
  if (stored) {
    return {
      branchCode: stored.branchCode,
      bankName: stored.bankName,
      accountNo: stored.accountNo,
      ownAccount: true,
      accountHolderName: null,
      accountHolderContactNumber: null,
      accountHolderEmail: null,
      accountHolderIdNumber: null,
    };
  }
  const input = toBankAccountInput(account);
  return { ...input, accountHolderIdNumber: input.ownAccount ? null : normaliseIdNumber(account.accountHolderIdNumber) };
}

/** createSalesInteractionPolicyWithMembers' variables for one attempt (its idempotency key). */
export function saleVariablesFor(answers: SaleAnswers, idempotencyKey: string, today?: Date): FuneralCreateSaleVariables {
  return {
    funeral: { coverAmount: answers.coverAmount, paymentDueDay: answers.paymentDueDay, paymentMethod: answers.paymentMethod },
    bankAccount: saleBankAccount(answers.bankAccount, answers.storedAccount),
    beneficiary: saleBeneficiary(answers.beneficiary),
    members: answers.members.map(({ memberType, values }) => saleMember(memberType, values, answers.income, today)),
    salesInteraction: { idempotencyKey },
  };
}

/** What identifies one sale attempt: the same answers keep the same idempotency key (useIdempotentSubmit). */
export function saleFingerprint(answers: SaleAnswers, today?: Date): string {
  const { salesInteraction: _key, ...sale } = saleVariablesFor(answers, '', today);
  return JSON.stringify(sale);
}
