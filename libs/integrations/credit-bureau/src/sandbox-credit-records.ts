// The sandbox bureau's records: made up from the ID number alone (a seeded stream of numbers),
// so the same ID number always gets the same record and questions. A documented set of ID
// numbers gives the cases other areas need (SANDBOX_ID_NUMBERS, README.md).
import { deterministicRandom } from '@imali/integrations/core';
import { calendarDate, dateOfBirthFromIdNumber, parseCalendarDate, toIsoDate, type CalendarDate } from '@imali/shared/validation';
import {
  NONE_OF_THE_ABOVE,
  creditLifePremiumCapCents,
  type AccountTypeCode,
  type BureauObligation,
  type ChallengeAnswers,
  type CreditRecord,
  type Judgement,
  type LoanType,
  type ShortTermInsurancePolicy,
  type StatusCode,
} from './credit-bureau-provider';

/** Our own NCR debt counsellor registration (clearance spec §9). */
export const IMALI_DEBT_COUNSELLOR_CODE = 'NCRDC2613';
/** The counsellor the "under review elsewhere" cases name. */
export const OTHER_DEBT_COUNSELLOR_CODE = 'NCRDC1487';
/** Open-market credit life covers a loan below R400,000 (credit life spec §9; RMA: R1,000,000). */
export const CREDIT_LIFE_OPEN_MARKET_MAXIMUM_CENTS = 40_000_000;

/**
 * Valid SA ID numbers (Luhn and date) with a documented record. Any other valid ID number gets a
 * generated record; see README.md for what each gives.
 */
export const SANDBOX_ID_NUMBERS = {
  /** Three accounts in good standing, compuScore 872, no judgements, no debt review. */
  clearRecord: '8503145123084',
  /** Nine accounts across housing, vehicle, credit card and personal, instalments above 40% of income, compuScore 642. */
  manyDebts: '7908220456088',
  /** Under debt review with us (NCRDC2613): five accounts with status D, compuScore 561. */
  debtReviewWithUs: '8211055811082',
  /** Under debt review with another counsellor (NCRDC1487): four accounts with status D, compuScore 588. */
  debtReviewElsewhere: '9001300272084',
  /** Under debt review elsewhere with two judgements (an account with status J), compuScore 487. */
  judgements: '7606185390082',
  /** No accounts, no judgements, compuScore 905 (a good score). */
  noLoans: '9509090833089',
  /** A personal loan of R452,000.00 (above the R400,000 open-market credit life maximum) and a credit card, compuScore 781. */
  aboveCreditLifeMaximum: '8004275647083',
  /** One cellular contract, no compuScore (null) and no income estimate. */
  thinFile: '0312010119088',
  /** Every call fails: the bureau is unavailable (retryable IntegrationError). */
  bureauUnavailable: '8802295000088',
  /** Every call answers correctly but only after the slow delay (CREDIT_BUREAU_SANDBOX_SLOW_MS). */
  slowBureau: '9107070707082',
  /** Two open accounts (a home loan and a credit card) and two removed ones (a settled vehicle loan, a closed store card), compuScore 801. */
  closedAccounts: '8107125346085',
} as const;

export type SandboxCase = keyof typeof SANDBOX_ID_NUMBERS;

const CASE_OF_ID = new Map<string, SandboxCase>(Object.entries(SANDBOX_ID_NUMBERS).map(([name, id]) => [id, name as SandboxCase]));

/** The documented case an ID number gives, if any. */
export function sandboxCaseOf(idNumber: string): SandboxCase | undefined {
  return CASE_OF_ID.get(idNumber);
}

const CREDITORS: Record<AccountTypeCode, readonly string[]> = {
  H: ['Standard Bank', 'ABSA', 'FNB', 'Nedbank', 'SA Home Loans'],
  B: ['Standard Bank', 'ABSA', 'Nedbank'],
  Y: ['WesBank', 'MFC', 'Standard Bank', 'ABSA'],
  C: ['FNB', 'ABSA', 'Standard Bank', 'Nedbank', 'Capitec', 'Discovery Bank'],
  R: ['Edgars', 'Woolworths Financial Services', 'Truworths', 'TFG', 'Mr Price Money', 'Lewis Stores'],
  P: ['African Bank', 'Capitec', 'Old Mutual Finance', 'Finbond', 'DirectAxis', 'Bayport Financial Services', 'Sanlam Personal Loans'],
  E: ['Fundi Capital', 'Eduloan'],
  M: ['Vodacom', 'MTN', 'Telkom', 'Cell C'],
};
const ALL_CREDITORS = [...new Set(Object.values(CREDITORS).flat())];

const EMPLOYERS = [
  'Shoprite Checkers', 'Pick n Pay', 'Transnet', 'Eskom', 'Department of Basic Education', 'South African Police Service',
  'Sasol', 'Anglo American', 'Woolworths', 'Spar Group', 'Netcare', 'Life Healthcare', 'City of Johannesburg',
  'City of Cape Town', 'eThekwini Municipality', 'Telkom', 'Mediclinic', 'Tiger Brands', 'Bidvest', 'Massmart',
];
const COURTS = ['Johannesburg Magistrate\'s Court', 'Pretoria Magistrate\'s Court', 'Cape Town Magistrate\'s Court', 'Durban Magistrate\'s Court'];
const CELL_PREFIXES = ['060', '061', '063', '066', '071', '072', '073', '074', '076', '078', '079', '081', '082', '083', '084'];

interface TypeRule {
  loanType: LoanType;
  label: string;
  /** Amount financed (or credit limit), rand. */
  amount: [number, number];
  /** Term in months; 0: revolving. */
  term: [number, number];
  /** Yearly rate in percent. */
  rate: [number, number];
  /** Chance the creditor has credit life on it, and its monthly premium per R1,000 of balance (within the 2017 caps). */
  creditLife: number;
  premiumPerThousand: [number, number];
}

const TYPE_RULES: Record<AccountTypeCode, TypeRule> = {
  H: { loanType: 'HOME_LOAN', label: 'Home loan', amount: [450_000, 1_400_000], term: [240, 240], rate: [10.25, 12.5], creditLife: 0.6, premiumPerThousand: [1.4, 2] },
  B: { loanType: 'BUILDING_LOAN', label: 'Building loan', amount: [150_000, 450_000], term: [120, 180], rate: [10.75, 13], creditLife: 0.5, premiumPerThousand: [1.4, 2] },
  Y: { loanType: 'VEHICLE_FINANCE', label: 'Vehicle finance', amount: [120_000, 420_000], term: [60, 72], rate: [11, 15.5], creditLife: 0.7, premiumPerThousand: [3, 4.5] },
  C: { loanType: 'CREDIT_CARD', label: 'Credit card', amount: [8_000, 60_000], term: [0, 0], rate: [17.5, 21.75], creditLife: 0.75, premiumPerThousand: [3.5, 4.5] },
  R: { loanType: 'REVOLVING_LOAN', label: 'Store card', amount: [2_000, 15_000], term: [0, 0], rate: [19.5, 21.75], creditLife: 0.8, premiumPerThousand: [3.5, 4.5] },
  P: { loanType: 'PERSONAL_LOAN', label: 'Personal loan', amount: [10_000, 150_000], term: [24, 72], rate: [18, 27.75], creditLife: 0.85, premiumPerThousand: [3.5, 4.5] },
  E: { loanType: 'STUDENT_LOAN', label: 'Student loan', amount: [20_000, 120_000], term: [48, 84], rate: [10.5, 13.5], creditLife: 0.5, premiumPerThousand: [3, 4] },
  M: { loanType: 'CELLULAR_CONTRACT', label: 'Cellular contract', amount: [6_000, 24_000], term: [24, 36], rate: [0, 0], creditLife: 0, premiumPerThousand: [0, 0] },
};

type Random = () => number;
const between = (random: Random, [low, high]: readonly [number, number]) => low + (high - low) * random();
const whole = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const toCents = (rand: number) => Math.round(rand * 100);

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Distinct items of `pool` not in `exclude`, in a seeded order. */
function pickDistinct<T>(random: Random, pool: readonly T[], count: number, exclude: readonly T[] = []): T[] {
  return shuffle(random, pool.filter((item) => !exclude.includes(item))).slice(0, count);
}

function addMonths(date: CalendarDate, months: number, day = date.day): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return calendarDate(year, month, Math.min(day, last)) as CalendarDate;
}

function monthsBetween(from: CalendarDate, to: CalendarDate): number {
  return (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
}

/** The level monthly instalment that repays `principal` over `term` months at `yearlyRate` percent. */
function instalmentOf(principal: number, yearlyRate: number, term: number): number {
  const r = yearlyRate / 1200;
  return r === 0 ? principal / term : (principal * r) / (1 - (1 + r) ** -term);
}

/** What is left after `paid` instalments. */
function balanceAfter(principal: number, yearlyRate: number, instalment: number, paid: number): number {
  const r = yearlyRate / 1200;
  if (r === 0) return Math.max(principal - instalment * paid, 0);
  return Math.max(principal * (1 + r) ** paid - (instalment * ((1 + r) ** paid - 1)) / r, 0);
}

interface AccountPlan {
  type: AccountTypeCode;
  /** Overrides (rand) for a documented case. */
  balance?: number;
  creditor?: string;
  statusCode?: StatusCode | null;
  /** Months of the loan, and months already paid. */
  term?: number;
  elapsed?: number;
  /** Closed this many months before the last month end: a removed account (settled, balance 0). */
  removedMonthsAgo?: number;
}

interface Context {
  random: Random;
  today: CalendarDate;
  balanceDate: CalendarDate;
  /** Months since the 18th birthday: no account is older. */
  adultMonths: number;
}

function makeObligation(context: Context, plan: AccountPlan, index: number): BureauObligation {
  if (plan.removedMonthsAgo !== undefined) return removedObligation(context, plan, index);
  const { random, balanceDate } = context;
  const rule = TYPE_RULES[plan.type];
  const creditorName = plan.creditor ?? pick(random, CREDITORS[plan.type]);
  const rate = Math.round(between(random, rule.rate) * 4) / 4;
  const revolving = rule.term[1] === 0;
  let original: number;
  let balance = 0;
  let instalment: number;
  let remainingTerm = 0;
  let elapsed: number;
  if (revolving) {
    original = Math.round(between(random, rule.amount) / 500) * 500;
    balance = plan.balance ?? original * between(random, [0.35, 0.95]);
    original = Math.max(original, Math.ceil(balance / 500) * 500);
    // Minimum payment: about 5% of the balance, at least R50.
    instalment = Math.max(balance * 0.05, 50);
    elapsed = whole(random, 6, Math.max(6, Math.min(120, context.adultMonths)));
  } else {
    const term = plan.term ?? (Math.round(between(random, rule.term) / 12) * 12 || rule.term[0]);
    elapsed = plan.elapsed ?? whole(random, 2, Math.max(2, Math.min(term - 6, context.adultMonths)));
    if (plan.balance !== undefined) {
      // Work back from the balance the case needs to the amount financed.
      balance = plan.balance;
      const unit = balanceAfter(1, rate, instalmentOf(1, rate, term), elapsed);
      original = Math.round(balance / unit / 100) * 100;
    } else {
      original = Math.round(between(random, rule.amount) / 100) * 100;
    }
    instalment = instalmentOf(original, rate, term);
    if (plan.balance === undefined) balance = balanceAfter(original, rate, instalment, elapsed);
    remainingTerm = term - elapsed;
  }
  const currentBalanceCents = toCents(balance);
  const creditLifeInsurance = random() < rule.creditLife;
  const premiumPerThousand = between(random, rule.premiumPerThousand);
  const inception = addMonths(balanceDate, -elapsed, whole(random, 1, 28));
  return {
    externalId: `OB${Math.floor(random() * 0xffffffff).toString(16).toUpperCase().padStart(8, '0')}${String(index).padStart(2, '0')}`,
    creditorName,
    description: `${creditorName} ${rule.label}`,
    loanType: rule.loanType,
    accountType: plan.type,
    reference: `******${String(whole(random, 0, 9999)).padStart(4, '0')}`,
    inceptionDate: toIsoDate(inception),
    balanceDate: toIsoDate(balanceDate),
    originalBalanceCents: toCents(original),
    currentBalanceCents,
    instalmentCents: toCents(instalment),
    interestRate: rate,
    remainingTerm,
    statusCode: plan.statusCode ?? null,
    creditLifeInsurance,
    // Per R1,000 of balance: cents / 100 / 1,000 thousands, times rand per thousand, in cents.
    insuranceAmountCents: creditLifeInsurance ? Math.round((currentBalanceCents / 100_000) * premiumPerThousand * 100) : 0,
    creditLifePremiumEstimateCents: creditLifePremiumCapCents(plan.type, currentBalanceCents),
    removedAt: null,
  };
}

/**
 * An account closed `removedMonthsAgo` months before the last month end: its figures as last
 * reported (on the day it closed), settled to a nil balance; its credit life ended with it.
 */
function removedObligation(context: Context, plan: AccountPlan, index: number): BureauObligation {
  const closedOn = addMonths(context.balanceDate, -(plan.removedMonthsAgo ?? 0), whole(context.random, 1, 28));
  const open = makeObligation({ ...context, balanceDate: closedOn, adultMonths: Math.max(context.adultMonths - (plan.removedMonthsAgo ?? 0), 3) }, { ...plan, removedMonthsAgo: undefined }, index);
  return { ...open, currentBalanceCents: 0, remainingTerm: 0, statusCode: null, creditLifeInsurance: false, insuranceAmountCents: 0, creditLifePremiumEstimateCents: 0, removedAt: toIsoDate(closedOn) };
}

interface CasePlan {
  accounts: AccountPlan[];
  compuScore: number | null;
  /** Total instalments as a share of the estimated income; null: no estimate. */
  debtToIncome: number | null;
  /** Income estimate when there are no instalments to work from, rand. */
  income?: number;
  counsellor: string | null;
  judgements: number;
}

const D = 'D' as const;
const CASES: Record<Exclude<SandboxCase, 'bureauUnavailable' | 'slowBureau'>, CasePlan> = {
  clearRecord: { accounts: [{ type: 'Y', balance: 186_400 }, { type: 'C' }, { type: 'R' }], compuScore: 872, debtToIncome: 0.24, counsellor: null, judgements: 0 },
  manyDebts: {
    accounts: [{ type: 'H', balance: 384_250 }, { type: 'Y', balance: 231_900 }, { type: 'C' }, { type: 'C' }, { type: 'R' }, { type: 'R' }, { type: 'P', balance: 68_300 }, { type: 'P', balance: 24_750 }, { type: 'M' }],
    compuScore: 642,
    debtToIncome: 0.62,
    counsellor: null,
    judgements: 0,
  },
  debtReviewWithUs: {
    accounts: [{ type: 'Y', balance: 142_800, statusCode: D }, { type: 'C', statusCode: D }, { type: 'R', statusCode: D }, { type: 'P', balance: 45_600, statusCode: D }, { type: 'P', balance: 18_200, statusCode: D }],
    compuScore: 561,
    debtToIncome: 0.71,
    counsellor: IMALI_DEBT_COUNSELLOR_CODE,
    judgements: 0,
  },
  debtReviewElsewhere: {
    accounts: [{ type: 'C', statusCode: D }, { type: 'R', statusCode: D }, { type: 'P', balance: 52_900, statusCode: D }, { type: 'M', statusCode: D }],
    compuScore: 588,
    debtToIncome: 0.66,
    counsellor: OTHER_DEBT_COUNSELLOR_CODE,
    judgements: 0,
  },
  judgements: {
    accounts: [{ type: 'P', balance: 38_400, statusCode: 'J' }, { type: 'R', statusCode: D }, { type: 'C', statusCode: D }],
    compuScore: 487,
    debtToIncome: 0.74,
    counsellor: OTHER_DEBT_COUNSELLOR_CODE,
    judgements: 2,
  },
  noLoans: { accounts: [], compuScore: 905, debtToIncome: null, income: 28_500, counsellor: null, judgements: 0 },
  aboveCreditLifeMaximum: { accounts: [{ type: 'P', balance: 452_000, creditor: 'Nedbank', term: 84, elapsed: 9 }, { type: 'C' }], compuScore: 781, debtToIncome: 0.38, counsellor: null, judgements: 0 },
  thinFile: { accounts: [{ type: 'M' }], compuScore: null, debtToIncome: null, counsellor: null, judgements: 0 },
  closedAccounts: {
    accounts: [{ type: 'H', balance: 348_600 }, { type: 'C' }, { type: 'Y', removedMonthsAgo: 5, creditor: 'WesBank' }, { type: 'R', removedMonthsAgo: 14 }],
    compuScore: 801,
    debtToIncome: 0.31,
    counsellor: null,
    judgements: 0,
  },
};

const SHORT_TERM_INSURERS = ['Santam', 'OUTsurance', 'Discovery Insure', 'MiWay', 'Hollard', 'King Price', 'Old Mutual Insure', 'Auto & General', 'Budget Insurance', 'Dial Direct'];

/**
 * Short-term cover as a lender would expect it (its own seeded stream, so the rest of the record is
 * as before): a vehicle policy for each open vehicle loan, building cover with an open home or
 * building loan (a bond requires it) and often household contents; some others insure contents.
 */
function shortTermInsuranceOf(idNumber: string, obligations: readonly BureauObligation[], today: CalendarDate, adultMonths: number): ShortTermInsurancePolicy[] {
  const random = deterministicRandom(`short-term-insurance:${idNumber}`);
  const open = obligations.filter((o) => !o.removedAt);
  const started = () => toIsoDate(addMonths(today, -whole(random, 3, Math.max(3, Math.min(60, adultMonths))), whole(random, 1, 28)));
  const policy = (cover: ShortTermInsurancePolicy['cover'], premium: [number, number]): ShortTermInsurancePolicy => ({
    insurer: pick(random, SHORT_TERM_INSURERS),
    cover,
    premiumCents: toCents(Math.round(between(random, premium))),
    inceptionDate: started(),
  });
  const policies = open.filter((o) => o.accountType === 'Y').map(() => policy('VEHICLE', [650, 1_900]));
  const homeOwner = open.some((o) => o.accountType === 'H' || o.accountType === 'B');
  if (homeOwner) policies.push(policy('BUILDING', [350, 1_200]));
  if (random() < (homeOwner ? 0.7 : 0.35)) policies.push(policy('HOUSEHOLD_CONTENTS', homeOwner ? [180, 650] : [120, 450]));
  return policies;
}

/**
 * Removed accounts for a generated record (its own seeded stream, so the open accounts and the
 * questions stay as they were): about a quarter of adults with a few years of credit have one.
 */
function generatedRemovedAccounts(idNumber: string, context: Context, age: number, from: number): BureauObligation[] {
  const random = deterministicRandom(`credit-record-removed:${idNumber}`);
  if (age < 23 || random() >= 0.25) return [];
  const type = pick(random, ['Y', 'C', 'R', 'P', 'M'] as const);
  return [makeObligation({ ...context, random }, { type, removedMonthsAgo: whole(random, 1, 18) }, from)];
}

/** A plausible record for an ID number with no documented case. */
function generatedPlan(random: Random, age: number): CasePlan {
  const count = age < 23 ? whole(random, 0, 2) : whole(random, 0, 8);
  const types: AccountTypeCode[] = age < 23 ? ['M', 'R', 'E', 'C'] : ['H', 'Y', 'C', 'C', 'R', 'R', 'P', 'P', 'M', 'E', 'B'];
  const review = count > 0 && random() < 0.08;
  const accounts: AccountPlan[] = Array.from({ length: count }, () => ({ type: pick(random, types), statusCode: review ? D : null }));
  const judgements = random() < (review ? 0.3 : 0.04) ? whole(random, 1, 2) : 0;
  const thin = count <= 1 && random() < 0.3;
  const compuScore = thin ? null : Math.min(1000, Math.max(1, Math.round(review ? between(random, [430, 620]) : judgements ? between(random, [400, 600]) : between(random, [580, 960]))));
  return {
    accounts,
    compuScore,
    debtToIncome: thin ? null : between(random, [0.15, review ? 0.8 : 0.55]),
    income: Math.round(between(random, [6_500, 45_000]) / 100) * 100,
    counsellor: review ? `NCRDC${whole(random, 100, 4999)}` : null,
    judgements,
  };
}

/** The bureau's record for a valid ID number on `today`. */
export function sandboxCreditRecord(idNumber: string, today: CalendarDate): CreditRecord {
  const random = deterministicRandom(`credit-record:${idNumber}`);
  const birth = parseCalendarDate(dateOfBirthFromIdNumber(idNumber, new Date(Date.UTC(today.year, today.month - 1, today.day))));
  const ageMonths = birth ? monthsBetween(birth, today) : 30 * 12;
  const known = sandboxCaseOf(idNumber);
  const plan = known && known in CASES ? CASES[known as keyof typeof CASES] : generatedPlan(random, Math.floor(ageMonths / 12));
  const balanceDate = addMonths(calendarDate(today.year, today.month, 1) as CalendarDate, -1, 31);
  const context: Context = { random, today, balanceDate, adultMonths: Math.max(ageMonths - 18 * 12, 3) };
  const obligations = plan.accounts.map((account, index) => makeObligation(context, account, index));
  const totalInstalments = obligations.reduce((sum, o) => sum + (o.removedAt ? 0 : o.instalmentCents), 0);
  const estimatedIncomeCents =
    plan.debtToIncome === null ? (plan.income !== undefined && plan.accounts.length === 0 ? toCents(plan.income) : null) : totalInstalments > 0 ? Math.round(totalInstalments / plan.debtToIncome / 10_000) * 10_000 : toCents(plan.income ?? 15_000);
  const judgements: Judgement[] = Array.from({ length: plan.judgements }, (_, i) => {
    const date = addMonths(today, -whole(random, 3, 30), whole(random, 1, 28));
    return {
      caseNumber: `${whole(random, 1000, 29999)}/${date.year}`,
      plaintiff: obligations[i]?.creditorName ?? pick(random, ALL_CREDITORS),
      court: pick(random, COURTS),
      date: toIsoDate(date),
      amountCents: toCents(Math.round(between(random, [4_000, 60_000]))),
    };
  });
  const hasDebtCounselling = plan.counsellor !== null;
  const record: CreditRecord = {
    enquiryReference: `EQ${Math.floor(random() * 0xffffffff).toString(16).toUpperCase().padStart(8, '0')}${toIsoDate(today).replaceAll('-', '')}`,
    recordDate: toIsoDate(today),
    compuScore: plan.compuScore,
    estimatedIncomeCents,
    obligations,
    judgements,
    hasJudgements: judgements.length > 0,
    hasDebtCounselling,
    debtCounsellorCode: plan.counsellor,
    debtReviewDate: hasDebtCounselling ? toIsoDate(addMonths(today, -whole(random, 4, 30), whole(random, 1, 28))) : null,
  };
  // After everything above has drawn from `random`: a generated record's removed accounts and every
  // record's short-term cover come from their own streams and leave the rest as it was.
  if (!known) record.obligations = [...obligations, ...generatedRemovedAccounts(idNumber, context, Math.floor(ageMonths / 12), obligations.length)];
  record.shortTermInsurance = shortTermInsuranceOf(idNumber, record.obligations, today, context.adultMonths);
  return record;
}

/** The person behind an ID number as the bureau knows them: a cell number and an employer. */
function identityOf(idNumber: string): { cell: string; employer: string } {
  const random = deterministicRandom(`identity:${idNumber}`);
  return { cell: `${pick(random, CELL_PREFIXES)}${String(whole(random, 0, 9_999_999)).padStart(7, '0')}`, employer: pick(random, EMPLOYERS) };
}

/** A cell number as the questions show it: dialling code and last four digits. */
export const maskTelephone = (cell: string) => `${cell.slice(0, 3)} *** ${cell.slice(-4)}`;

export interface SandboxQuestions {
  telephones: string[];
  employers: string[];
  accounts: string[];
  answers: ChallengeAnswers;
}

/**
 * ID numbers whose citizenship digit (the 11th) is 1 get a new set of questions each time they ask
 * (`sandboxAsksNewSets`), as a real bureau's sets differ from enquiry to enquiry: set n asks about
 * the n-th creditor they hold after set 0's (with other wrong creditors), so the answers to one set
 * fail against another when they hold two or more. Every other ID number gets set 0 only.
 */
export const sandboxAsksNewSets = (idNumber: string): boolean => typeof idNumber === 'string' && idNumber.length === 13 && idNumber[10] === '1';

/** How many different sets an ID number's record gives (1 unless `sandboxAsksNewSets`). */
export function sandboxQuestionSets(idNumber: string, record: CreditRecord): number {
  return sandboxAsksNewSets(idNumber) ? Math.max(1, new Set(record.obligations.filter((o) => !o.removedAt).map((o) => o.creditorName)).size) : 1;
}

/**
 * The three questions for an ID number and their right answers (each list: one right, three wrong,
 * seeded order); `set` picks one of `sandboxQuestionSets` (0, the documented one, by default).
 */
export function sandboxQuestions(idNumber: string, record: CreditRecord, set = 0): SandboxQuestions {
  const random = deterministicRandom(`challenge:${idNumber}`);
  const { cell, employer } = identityOf(idNumber);
  const telephone = maskTelephone(cell);
  const wrongTelephones = new Set<string>();
  while (wrongTelephones.size < 3) {
    const other = maskTelephone(`${pick(random, CELL_PREFIXES)}${String(whole(random, 0, 9_999_999)).padStart(7, '0')}`);
    if (other.slice(-4) !== telephone.slice(-4)) wrongTelephones.add(other);
  }
  // "Which of these accounts do you have?": open accounts only (a removed one is history).
  const held = [...new Set(record.obligations.filter((o) => !o.removedAt).map((o) => o.creditorName))];
  let account = held.length > 0 ? pick(random, held) : NONE_OF_THE_ABOVE;
  // Wrong options are creditors the person never had an account with (a removed one would be a trap).
  const everHeld = [...new Set(record.obligations.map((o) => o.creditorName))];
  let otherCreditors = pickDistinct(random, ALL_CREDITORS, held.length > 0 ? 2 : 3, everHeld);
  const telephones = shuffle(random, [telephone, ...wrongTelephones]);
  const employers = shuffle(random, [employer, ...pickDistinct(random, EMPLOYERS, 3, [employer])]);
  let accountRandom = random;
  const sets = sandboxQuestionSets(idNumber, record);
  if (set % sets !== 0) {
    // Another set: the next creditor held after set 0's, other wrong ones, its own order.
    accountRandom = deterministicRandom(`challenge:${idNumber}:${set % sets}`);
    account = held[(held.indexOf(account) + (set % sets)) % held.length] as string;
    otherCreditors = pickDistinct(accountRandom, ALL_CREDITORS, 2, everHeld);
  }
  return {
    telephones,
    employers,
    // "None of the above" stays last, as on a printed questionnaire.
    accounts: [...shuffle(accountRandom, held.length > 0 ? [account, ...otherCreditors] : otherCreditors), NONE_OF_THE_ABOVE],
    answers: { telephone, employer, account },
  };
}

