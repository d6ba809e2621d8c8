// The purchase wizard's answers as the forms hold them (text as typed), where they start (the
// quote's answers and a signed-in client's record, funeral.md section 3), and what they become:
// the sale's variables and the re-quote of the actual lives.
import { ageAndGenderFromIdNumber, type SaleMemberFields } from '@imali/funeral/domain';
import { DEFAULT_ID_TYPE } from '@imali/shared/domain';
import { bankAccountFormValues, textOrNull, typedNumber } from '@imali/shared/web';
import { ageOn, parseCalendarDate, resolveToday } from '@imali/shared/validation';
import { memberFields, type MemberFormValues as MemberFieldValues } from '../forms/member-values';
import type { FuneralQuoteClient } from '../quote/quote-types';
import { quoteVariablesFor, type QuoteVariables } from '../quote/quote-model';
import { wholeOrNull, type QuickQuoteValues } from '../quote/quote-values';
import { saleBeneficiary as saleBeneficiaryFor, saleFingerprint as saleAnswersFingerprint, saleVariablesFor, type BeneficiaryAnswers, type SaleAnswers } from '../sale/sale-mapper';
import type { AccountHolderValues } from '../sale/sale-rules';
import { DEFAULT_PAYMENT_DUE_DAY } from '../sale/sale-steps';

/** funeral.md section 7: the quick-quote wizard sells by DebiCheck. */
export const WIZARD_PAYMENT_METHOD = 'DEBI_CHECK' as const;

export type MemberType = 'POLICY_HOLDER' | 'SPOUSE' | 'CHILD' | 'PARENT' | 'EXTENDED';

/** One covered life as its step's form holds it; the holder's income too. */
export interface MemberFormValues extends MemberFieldValues {
  income?: string;
}

/** The beneficiary and the account holder as their steps hold them: the sale's own shapes. */
export type BeneficiaryFormValues = BeneficiaryAnswers;
export type AccountHolderFormValues = AccountHolderValues;

export interface BankFormValues {
  bankId: string;
  accountNo?: string;
  paymentDueDay?: string;
}

export interface PurchaseValues {
  coverAmount: number;
  holder: MemberFormValues;
  /** From the quote: whether a spouse is covered (their answers are kept even when not). */
  hasSpouse: boolean;
  spouse: MemberFormValues;
  children: MemberFormValues[];
  /** As many as the quote covers. */
  parents: MemberFormValues[];
  extended: MemberFormValues[];
  beneficiaryIsSpouse: boolean | null;
  beneficiary: BeneficiaryFormValues;
  ownAccount: boolean | null;
  accountHolder: AccountHolderFormValues;
  bank: BankFormValues;
}

/** The client as the wizard reads it: signedIn when the client has an ID number (section 3). */
export function isSignedIn(client: FuneralQuoteClient | null | undefined): boolean {
  return Boolean(client?.idNumber);
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** The holder's answers from the quote and, for a signed-in client, their record. */
function holderFromQuote(quote: QuickQuoteValues, client: FuneralQuoteClient | null | undefined, today?: Date): MemberFormValues {
  const idNumber = client?.idNumber ?? quote.idNumber ?? '';
  const fromId = quote.holderBy === 'idNumber' ? ageAndGenderFromIdNumber(quote.idNumber, today) : undefined;
  const birth = parseCalendarDate(client?.birthDate);
  return {
    firstNames: quote.firstName ?? client?.firstNames ?? '',
    surname: quote.surname ?? client?.surname ?? '',
    idType: client?.idType?.toLowerCase() || DEFAULT_ID_TYPE,
    idNumber,
    dateOfBirth: client?.birthDate ?? '',
    ageAtSignup: fromId ? String(fromId.age) : (quote.age ?? (birth ? String(ageOn(birth, resolveToday(today))) : '')),
    gender: fromId?.gender ?? quote.gender ?? client?.gender?.toUpperCase() ?? '',
    cellNumber: client?.cellNumbers?.[0] ?? '',
    email: quote.email ?? client?.email ?? '',
    income: quote.income ?? (typeof client?.income === 'number' ? String(client.income) : ''),
  };
}

const newMember = (values: MemberFormValues = {}): MemberFormValues => ({ idType: DEFAULT_ID_TYPE, ...values });

/** Keeps the buyer's answers for the lives the quote still covers, and starts the new ones from the quote. */
function resize(existing: readonly MemberFormValues[], quoted: readonly { age?: string; gender?: string }[]): MemberFormValues[] {
  return quoted.map((life, index) => {
    const kept = existing[index];
    if (kept) return { ...kept, ageAtSignup: kept.ageAtSignup || life.age || '', gender: kept.gender || life.gender || '' };
    return newMember({ ageAtSignup: life.age ?? '', gender: life.gender ?? '' });
  });
}

/**
 * The purchase's answers when "Get me covered!" is pressed: the quote's lives and cover, a
 * signed-in client's details, and any answers already given in this wizard (going back to the
 * quote and returning keeps them). Bank Capitec Bank, debit order day 25 (section 9).
 */
export function purchaseValuesFromQuote(quote: QuickQuoteValues, client: FuneralQuoteClient | null | undefined, existing?: PurchaseValues, today?: Date): PurchaseValues {
  const holder = existing?.holder ?? holderFromQuote(quote, client, today);
  const quotedChildren = (quote.childAges ?? []).map((age) => ({ age }));
  const spouse = existing?.spouse ?? newMember();
  return {
    coverAmount: quote.coverAmount,
    holder,
    hasSpouse: quote.spouse,
    spouse: quote.spouse && !spouse.ageAtSignup ? { ...spouse, ageAtSignup: quote.ageSpouse ?? '' } : spouse,
    children: existing ? existing.children : resize([], quotedChildren),
    parents: resize(existing?.parents ?? [], quote.parents),
    extended: resize(existing?.extended ?? [], quote.extended),
    beneficiaryIsSpouse: existing?.beneficiaryIsSpouse ?? null,
    beneficiary: existing?.beneficiary ?? { idType: DEFAULT_ID_TYPE },
    ownAccount: existing?.ownAccount ?? null,
    accountHolder: existing?.accountHolder ?? {},
    bank: existing?.bank ?? { bankId: bankAccountFormValues().bankId, accountNo: '', paymentDueDay: String(DEFAULT_PAYMENT_DUE_DAY) },
  };
}

/** A member's form values as the shared rules (saleMemberErrors) and the mutation read them. */
export function toSaleMember(memberType: MemberType, values: MemberFormValues): SaleMemberFields & { memberType: MemberType } {
  return {
    ...memberFields(memberType, values),
    // Trimmed here: the sale sends these as they are (saleVariables).
    firstNames: trimmed(values.firstNames),
    surname: trimmed(values.surname),
    ...(memberType === 'POLICY_HOLDER' ? { income: typedNumber(values.income) as number | null } : {}),
  };
}

/** The covered lives in the sale's order: index 0 the policy holder, then spouse, children, parents, extended. */
export function saleMemberList(values: PurchaseValues): { memberType: MemberType; values: MemberFormValues }[] {
  return [
    { memberType: 'POLICY_HOLDER' as const, values: values.holder },
    ...(values.hasSpouse ? [{ memberType: 'SPOUSE' as const, values: values.spouse }] : []),
    ...values.children.map((child) => ({ memberType: 'CHILD' as const, values: child })),
    ...values.parents.map((parent) => ({ memberType: 'PARENT' as const, values: parent })),
    ...values.extended.map((member) => ({ memberType: 'EXTENDED' as const, values: member })),
  ];
}

/** The purchase's answers as the one sale mapper reads them (sale/sale-mapper.ts). */
export function saleAnswers(values: PurchaseValues): SaleAnswers {
  return {
    coverAmount: values.coverAmount,
    paymentDueDay: (typedNumber(values.bank.paymentDueDay) as number | null) ?? 0,
    paymentMethod: WIZARD_PAYMENT_METHOD,
    members: saleMemberList(values),
    income: typedNumber(values.holder.income) as number | null,
    beneficiary: values.hasSpouse && values.beneficiaryIsSpouse ? { spouse: values.spouse } : { answers: values.beneficiary },
    bankAccount: { bankId: values.bank.bankId, accountNo: values.bank.accountNo, ownAccount: values.ownAccount !== false, ...values.accountHolder },
  };
}

/** The beneficiary the sale sends: the spouse's details when the spouse is the beneficiary. */
export const saleBeneficiary = (values: PurchaseValues) => saleBeneficiaryFor(saleAnswers(values).beneficiary);

/** createSalesInteractionPolicyWithMembers' variables; members with their DOB computed (section 7). */
export const saleVariables = (values: PurchaseValues, idempotencyKey: string, today?: Date) => saleVariablesFor(saleAnswers(values), idempotencyKey, today);

/** What identifies one sale attempt: the same answers keep the same idempotency key. */
export const saleFingerprint = (values: PurchaseValues) => saleAnswersFingerprint(saleAnswers(values));

/**
 * getPolicyQuote for the lives actually being bought (completeSale's summary, quote-model.ts):
 * each life's age as given on its step, parents' and extended members' genders, the holder by
 * age and gender.
 */
export function purchaseQuoteVariables(values: PurchaseValues, today?: Date): QuoteVariables {
  const ageOf = (member: MemberFormValues) => {
    const given = wholeOrNull(member.ageAtSignup);
    if (given !== null) return given;
    const idNumber = textOrNull(member.idNumber);
    return (idNumber ? ageAndGenderFromIdNumber(idNumber, today)?.age : undefined) ?? null;
  };
  const dependants = (list: readonly MemberFormValues[]) => list.map((member) => ({ age: ageOf(member), gender: textOrNull(member.gender) }));
  return quoteVariablesFor({
    age: ageOf(values.holder),
    gender: textOrNull(values.holder.gender) ?? ageAndGenderFromIdNumber(textOrNull(values.holder.idNumber), today)?.gender ?? null,
    coverAmount: values.coverAmount,
    spouseAge: values.hasSpouse ? ageOf(values.spouse) : undefined,
    childAges: values.children.map((child) => ageOf(child)),
    parents: dependants(values.parents),
    extended: dependants(values.extended),
    income: wholeOrNull(values.holder.income),
  });
}
