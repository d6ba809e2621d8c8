import { createHash } from 'node:crypto';
import { IMALI_DEBT_COUNSELLOR_CODE, creditLifePremiumCapCents, type BureauObligation, type CreditRecord, type ShortTermInsurancePolicy } from '@imali/integrations/credit-bureau';
import { debtCategoryOfAccountType, type DebtCategory, type DebtObligation } from '@imali/debt/domain';
import { CreditLoanTypeEnum, DebtCategoryEnum, ShortTermCoverEnum, type DebtObligationModel, type ShortTermInsuranceModel } from '../debt.models';

/** Cents to rand with two decimals (the wire's money). */
export const rand = (cents: number): number => Math.round(cents) / 100;
/** Rand (a Float from the wire or identity) to whole cents; null for nothing usable. */
export const cents = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null;

export const CATEGORY_ENUM: Readonly<Record<DebtCategory, DebtCategoryEnum>> = {
  housing: DebtCategoryEnum.HOUSING,
  vehicle: DebtCategoryEnum.VEHICLE,
  creditCard: DebtCategoryEnum.CREDIT_CARD,
  personal: DebtCategoryEnum.PERSONAL,
};

/** A stable obligation id from the bureau's account id (never a database serial). */
export const obligationId = (externalId: string): string => createHash('sha256').update(`credit-bureau:${externalId}`).digest('hex').slice(0, 32);

/**
 * The accounts a client owes on today: a removed one (closed, settled or transferred; `removedAt`
 * set) is history and counts in no total, projection or list of debts
 * (docs/decisions/credit-record-removed-accounts-and-estimates.md).
 */
export const currentObligations = (record: CreditRecord): BureauObligation[] => record.obligations.filter((o) => !o.removedAt);

export function obligationModel(o: BureauObligation): DebtObligationModel {
  const removedAt = o.removedAt ?? null;
  return {
    id: obligationId(o.externalId),
    externalId: o.externalId,
    creditorName: o.creditorName,
    description: o.description,
    loanType: o.loanType as CreditLoanTypeEnum,
    accountType: o.accountType,
    accountCode: o.accountType,
    category: CATEGORY_ENUM[debtCategoryOfAccountType(o.accountType)],
    reference: o.reference,
    inceptionDate: o.inceptionDate,
    balanceDate: o.balanceDate,
    originalBalance: rand(o.originalBalanceCents),
    currentBalance: rand(o.currentBalanceCents),
    installment: rand(o.instalmentCents),
    rate: o.interestRate,
    remainingTerm: o.remainingTerm,
    statusCode: o.statusCode,
    creditLifeInsurance: o.creditLifeInsurance,
    insuranceAmount: rand(o.insuranceAmountCents),
    // Spec §7.3 "linked insurance premiumAmount": the creditor's credit life on the account.
    insurance: o.creditLifeInsurance ? { premiumAmount: rand(o.insuranceAmountCents) } : null,
    // Records stored before the bureau gave the estimate: the same rule, here.
    creditLifePremiumEstimate: rand(removedAt ? 0 : (o.creditLifePremiumEstimateCents ?? creditLifePremiumCapCents(o.accountType, o.currentBalanceCents))),
    removedAt,
    source: 'CREDIT_BUREAU',
  };
}

export function shortTermInsuranceModel(p: ShortTermInsurancePolicy): ShortTermInsuranceModel {
  return { insurer: p.insurer, cover: p.cover as ShortTermCoverEnum, premiumAmount: rand(p.premiumCents), inceptionDate: p.inceptionDate };
}

/** The debt rules' view of an obligation (cents). */
export function domainObligation(o: BureauObligation): DebtObligation {
  return {
    id: o.externalId,
    accountType: o.accountType,
    currentBalance: o.currentBalanceCents,
    installment: o.instalmentCents,
    rate: o.interestRate,
    creditorName: o.creditorName,
  };
}

/** Spec §3.2 {product}IsDebtCounsellor: under debt review with us as the counsellor. */
export const imaliIsDebtCounsellor = (record: CreditRecord): boolean => record.hasDebtCounselling && record.debtCounsellorCode === IMALI_DEBT_COUNSELLOR_CODE;
