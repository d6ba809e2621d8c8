// A South African credit bureau (DOMAIN.md): a consumer's loans ("obligations"), judgements,
// the debt-review flag and a compuScore (1 to 1000), found by SA ID number; and identity
// questions built from that record (telephone, employer, account) that the bureau asks and checks.
// Field names follow the spec (credit-life-clearance-vault-policies-groups.md §3.1, §3.2, §7.1).
// Amounts are integer cents; dates are YYYY-MM-DD.
import { debtCategoryOfAccountType } from '@imali/shared/domain';

/**
 * Account type letter codes as the bureau reports them. The spec (§9 of both documents) gives
 * B and H housing, C and R credit card, Y vehicle, and every other letter personal; P, E and M
 * are the other letters the sandbox reports (all personal).
 */
export const ACCOUNT_TYPES = {
  B: { description: 'Building loan', category: 'housing' },
  H: { description: 'Home loan', category: 'housing' },
  C: { description: 'Credit card', category: 'creditCard' },
  R: { description: 'Revolving credit (store card)', category: 'creditCard' },
  Y: { description: 'Vehicle and asset finance', category: 'vehicle' },
  P: { description: 'Personal loan', category: 'personal' },
  E: { description: 'Education loan', category: 'personal' },
  M: { description: 'Cellular contract', category: 'personal' },
} as const;

export type AccountTypeCode = keyof typeof ACCOUNT_TYPES;
// The category of a code is the shared rule (libs/shared/domain debtCategoryOfAccountType).
export { debtCategoryOfAccountType, type DebtCategory } from '@imali/shared/domain';

/** The loan types the bureau reports (credit life's plans are chosen by loan type and lender). */
export type LoanType = 'HOME_LOAN' | 'BUILDING_LOAN' | 'CREDIT_CARD' | 'REVOLVING_LOAN' | 'VEHICLE_FINANCE' | 'PERSONAL_LOAN' | 'STUDENT_LOAN' | 'CELLULAR_CONTRACT';

/**
 * Account status codes. No code (null) means the account is in good standing; the spec's
 * selectable loans for credit life have none.
 */
export const STATUS_CODES = {
  D: 'Under debt review',
  L: 'Handed over for legal action',
  J: 'Judgement granted',
  W: 'Written off',
} as const;

export type StatusCode = keyof typeof STATUS_CODES;

/** One loan on the record. */
export interface BureauObligation {
  /** The bureau's id for this account: stable across enquiries. */
  externalId: string;
  /** The creditor as the bureau names it ("creditor name" on the debt screens). */
  creditorName: string;
  /** What the account is, for people: "<creditor> <account type>". */
  description: string;
  loanType: LoanType;
  /** The letter code (the spec's accountType; credit life calls it accountCode). */
  accountType: AccountTypeCode;
  /** The creditor's account number, masked but for its last four digits. */
  reference: string;
  /** YYYY-MM-DD the account was opened. */
  inceptionDate: string;
  /** YYYY-MM-DD the balance was reported (the creditor's last month end). */
  balanceDate: string;
  originalBalanceCents: number;
  currentBalanceCents: number;
  /** The monthly instalment ("installment" in the spec's debt query). */
  instalmentCents: number;
  /** Yearly interest rate in percent, e.g. 11.75. */
  interestRate: number;
  /** Months left at this instalment (0 for revolving credit, which has no term). */
  remainingTerm: number;
  /** Null when the account is in good standing; see STATUS_CODES. */
  statusCode: StatusCode | null;
  /** The creditor insures the balance with credit life. */
  creditLifeInsurance: boolean;
  /** The monthly credit life premium the creditor charges (the spec's insuranceAmount); 0 without cover. */
  insuranceAmountCents: number;
  /**
   * The most credit life on this balance may cost a month under the 2017 caps (R2.00 per R1,000
   * for housing, R4.50 for other credit; `creditLifePremiumCapCents`): the estimate to compare
   * with `insuranceAmountCents`, or to use when the creditor reports none. 0 for a removed account
   * or a nil balance. Records stored before this field was added lack it (compute it then).
   */
  creditLifePremiumEstimateCents?: number;
  /**
   * YYYY-MM-DD the account was closed and removed from the consumer's current accounts (paid up,
   * settled or transferred); null while it is open. The bureau keeps a removed account on the
   * record for a time with its last reported figures. Absent in records stored before this field
   * was added (read it as null).
   */
  removedAt?: string | null;
}

/** Kinds of short-term (non-life) cover the bureau sees on the record. */
export type ShortTermCover = 'VEHICLE' | 'BUILDING' | 'HOUSEHOLD_CONTENTS';

/** A short-term insurance policy on the record (the spec's shortTermInsurance). */
export interface ShortTermInsurancePolicy {
  insurer: string;
  cover: ShortTermCover;
  /** Monthly premium, cents. */
  premiumCents: number;
  /** YYYY-MM-DD the policy started. */
  inceptionDate: string;
}

/** Per R1,000 of balance a month, in cents: the Credit Life Insurance Regulations 2017 caps (DOMAIN.md). */
export const CREDIT_LIFE_CAP_CENTS_PER_THOUSAND = { housing: 200, other: 450 } as const;

/** The most credit life on `balanceCents` may cost a month (the 2017 caps), whole cents; 0 for nothing owed. */
export function creditLifePremiumCapCents(accountType: string, balanceCents: number): number {
  if (!Number.isFinite(balanceCents) || balanceCents <= 0) return 0;
  const perThousand = debtCategoryOfAccountType(accountType) === 'housing' ? CREDIT_LIFE_CAP_CENTS_PER_THOUSAND.housing : CREDIT_LIFE_CAP_CENTS_PER_THOUSAND.other;
  return Math.round((balanceCents / 100_000) * perThousand);
}

/** A civil judgement against the consumer. */
export interface Judgement {
  caseNumber: string;
  plaintiff: string;
  court: string;
  /** YYYY-MM-DD */
  date: string;
  amountCents: number;
}

/** What the bureau holds for one ID number. */
export interface CreditRecord {
  /** The bureau's reference for this enquiry (quote it to them; it holds no personal data). */
  enquiryReference: string;
  /** YYYY-MM-DD the record was drawn. */
  recordDate: string;
  /** 1 to 1000, higher is better; null for a thin file the bureau cannot score. */
  compuScore: number | null;
  /** The bureau's estimate of monthly income, or null when it cannot make one. */
  estimatedIncomeCents: number | null;
  obligations: BureauObligation[];
  judgements: Judgement[];
  hasJudgements: boolean;
  /** The consumer is under debt review (debt counselling). */
  hasDebtCounselling: boolean;
  /** The NCR registration of the consumer's debt counsellor (e.g. NCRDC2613), when under review. */
  debtCounsellorCode: string | null;
  /** YYYY-MM-DD the debt-review flag was set, when under review. */
  debtReviewDate: string | null;
  /** Short-term insurance policies on the record; absent in records stored before it was added (read it as none). */
  shortTermInsurance?: ShortTermInsurancePolicy[];
}

export type ChallengeQuestion = 'telephone' | 'employer' | 'account';

/**
 * The three multiple-choice questions (spec: telephones, employers, accounts). Each list holds
 * exactly one right answer among distinct plausible wrong ones; the last account option is
 * NONE_OF_THE_ABOVE, the right answer for someone with no accounts. Telephone numbers are shown
 * masked but for the dialling code and last four digits, as a bureau does for a caller it has
 * not yet identified.
 */
export interface IdentityChallenge {
  /** Quote it when answering: the answers are checked against the questions asked. */
  reference: string;
  telephones: string[];
  employers: string[];
  accounts: string[];
}

export const NONE_OF_THE_ABOVE = 'None of the above';

export interface ChallengeAnswers {
  telephone: string;
  employer: string;
  account: string;
}

/** The bureau says only whether all three were right, never which one was wrong. */
export interface ChallengeVerdict {
  passed: boolean;
}

/**
 * The port. A real bureau asks and checks: `identityChallenge` returns the questions (never the
 * right answers) and `verifyChallenge` returns pass or fail, so the answers never reach our
 * servers. Limiting attempts per ID number is the caller's job (the debt subgraph: 3 a day).
 * Every call takes an SA ID number; an invalid one is refused (IntegrationError, code
 * INVALID_ID_NUMBER, not retryable). Outages fail with a retryable IntegrationError. Errors never
 * carry the ID number.
 */
export abstract class CreditBureauProvider {
  abstract creditRecord(idNumber: string): Promise<CreditRecord>;
  abstract identityChallenge(idNumber: string): Promise<IdentityChallenge>;
  abstract verifyChallenge(idNumber: string, reference: string, answers: ChallengeAnswers): Promise<ChallengeVerdict>;
}
