// The debt subgraph's GraphQL types (contract: /work/debt-contract.md, spec savings-budget-debt-shell.md
// §3 and credit-life-clearance-vault-policies-groups.md §3.1, §3.2, §7.1). Money on the wire is rand
// with two decimals; inside everything is integer cents (@imali/debt/domain).
import { Directive, Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum DebtCategoryEnum {
  HOUSING = 'HOUSING',
  VEHICLE = 'VEHICLE',
  CREDIT_CARD = 'CREDIT_CARD',
  PERSONAL = 'PERSONAL',
}
registerEnumType(DebtCategoryEnum, {
  name: 'DebtCategory',
  description: 'The category of an obligation by its account type letter: B/H housing, Y vehicle, C/R credit card, any other personal',
});

export enum CreditLoanTypeEnum {
  HOME_LOAN = 'HOME_LOAN',
  BUILDING_LOAN = 'BUILDING_LOAN',
  CREDIT_CARD = 'CREDIT_CARD',
  REVOLVING_LOAN = 'REVOLVING_LOAN',
  VEHICLE_FINANCE = 'VEHICLE_FINANCE',
  PERSONAL_LOAN = 'PERSONAL_LOAN',
  STUDENT_LOAN = 'STUDENT_LOAN',
  CELLULAR_CONTRACT = 'CELLULAR_CONTRACT',
}
registerEnumType(CreditLoanTypeEnum, { name: 'CreditLoanType', description: 'The kind of loan as the credit bureau reports it' });

@ObjectType('DebtPayment', { description: 'One month of a projection' })
export class DebtPaymentModel {
  @Field(() => String, { description: 'YYYY-MM-DD, the first of the month' }) date!: string;
  @Field(() => Float, { description: 'Total paid that month, in rand' }) payment!: number;
}

@ObjectType('DebtCounsellingProjection', { description: 'The debt-counselling plan: lower rates and longer terms, instalments down by up to 50%' })
export class DebtCounsellingProjectionModel {
  @Field(() => Float, { description: "The plan's first monthly instalment, in rand" }) payment!: number;
  @Field(() => [DebtPaymentModel]) payments!: DebtPaymentModel[];
  @Field(() => Float, { description: 'Interest saved against paying as today, in rand' }) interestSaved!: number;
}

@ObjectType('SnowballProjection', { description: 'An extra amount paid to the smallest balance first, freed instalments rolling on' })
export class SnowballProjectionModel {
  @Field(() => Float, { description: 'The first monthly payment (instalments plus the extra amount), in rand' }) payment!: number;
  @Field(() => [DebtPaymentModel]) payments!: DebtPaymentModel[];
  @Field(() => Float, { description: 'Interest saved against paying as today, in rand' }) interestSaved!: number;
}

@ObjectType('BudgetItem', { description: 'One monthly expense of the budget' })
export class BudgetItemModel {
  @Field(() => String) description!: string;
  @Field(() => Float, { description: 'Monthly amount in rand' }) amount!: number;
}

@ObjectType('LinkedInsurance', { description: 'The credit life insurance linked to an account (today: the creditor’s own cover on it)' })
export class LinkedInsuranceModel {
  @Field(() => Float, { description: 'Monthly premium, in rand' }) premiumAmount!: number;
}

export enum ShortTermCoverEnum {
  VEHICLE = 'VEHICLE',
  BUILDING = 'BUILDING',
  HOUSEHOLD_CONTENTS = 'HOUSEHOLD_CONTENTS',
}
registerEnumType(ShortTermCoverEnum, { name: 'ShortTermCover', description: 'What a short-term insurance policy covers' });

@ObjectType('ShortTermInsurance', { description: 'A short-term (non-life) insurance policy on the credit record' })
export class ShortTermInsuranceModel {
  @Field(() => String) insurer!: string;
  @Field(() => ShortTermCoverEnum) cover!: ShortTermCoverEnum;
  @Field(() => Float, { description: 'Monthly premium, in rand' }) premiumAmount!: number;
  @Field(() => String, { description: 'YYYY-MM-DD the policy started' }) inceptionDate!: string;
}

@ObjectType('DebtObligation', { description: 'One loan on the credit record' })
export class DebtObligationModel {
  @Field(() => ID, { description: "Stable: derived from the bureau's account id" }) id!: string;
  @Field(() => String, { description: "The bureau's account id" }) externalId!: string;
  @Field(() => String) creditorName!: string;
  @Field(() => String) description!: string;
  @Field(() => CreditLoanTypeEnum) loanType!: CreditLoanTypeEnum;
  @Field(() => String, { description: 'The bureau account type letter code (B, H, C, R, Y, P, E, M ...)' }) accountType!: string;
  @Field(() => String, { description: 'The same letter code (credit life calls it accountCode)' }) accountCode!: string;
  @Field(() => DebtCategoryEnum) category!: DebtCategoryEnum;
  @Field(() => String, { description: 'The account number, masked' }) reference!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) inceptionDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD the balance was reported' }) balanceDate!: string;
  @Field(() => Float) originalBalance!: number;
  @Field(() => Float) currentBalance!: number;
  @Field(() => Float, { description: 'Monthly instalment in rand' }) installment!: number;
  @Field(() => Float, { description: 'Annual interest rate in percent' }) rate!: number;
  @Field(() => Int, { description: 'Months left (0 for revolving credit)' }) remainingTerm!: number;
  @Field(() => String, { nullable: true, description: 'Null when the account is in good standing' }) statusCode!: string | null;
  @Field(() => Boolean) creditLifeInsurance!: boolean;
  @Field(() => Float, { description: "The creditor's monthly credit life premium, in rand" }) insuranceAmount!: number;
  @Field(() => LinkedInsuranceModel, { nullable: true, description: 'The credit life insurance linked to this account, with its premiumAmount; null without cover' })
  insurance!: LinkedInsuranceModel | null;
  @Field(() => Float, {
    description: 'The most credit life on this balance may cost a month under the 2017 caps (R2.00 per R1,000 for housing, R4.50 for other credit), in rand; 0 for a removed account',
  })
  creditLifePremiumEstimate!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the account was closed and removed from the current accounts; null while open' }) removedAt!: string | null;
  @Field(() => String, { description: 'CREDIT_BUREAU' }) source!: string;
}

@ObjectType('DebtBreakdown', { description: "The client's debt position from the stored credit record" })
export class DebtBreakdownModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'YYYY-MM-DD the bureau drew the record (refreshed daily at 14:00)' }) recordDate!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD of the last projected payment; null with no debt' }) finalPaymentDate!: string | null;
  @Field(() => Float, { description: 'Total monthly instalments, in rand' }) allDebt!: number;
  @Field(() => Float) housingDebt!: number;
  @Field(() => Float) vehicleDebt!: number;
  @Field(() => Float, { description: 'Personal loans and every other account type' }) normalDebt!: number;
  @Field(() => Float) creditCardDebt!: number;
  @Field(() => Int, { nullable: true, description: '1 to 1000; null for a thin file' }) compuScore!: number | null;
  @Field(() => Float, { nullable: true, description: '40% of income (the estimate when no income is known); null when neither is known' }) affordability!: number | null;
  @Field(() => Float, { nullable: true, description: "The bureau's estimate of monthly income" }) estimatedIncome!: number | null;
  @Field(() => Boolean, { description: 'True when affordability used the estimated income' }) incomeIsEstimated!: boolean;
  @Field(() => [DebtPaymentModel], { description: 'One point per month until debt-free' }) debtPaymentProjection!: DebtPaymentModel[];
  @Field(() => DebtCounsellingProjectionModel) withDCPaymentProjection!: DebtCounsellingProjectionModel;
  @Field(() => Int, { description: 'Months: the number of payments of the debt-counselling plan (withDCPaymentProjection)' }) maximumDebtReviewTerm!: number;
  @Field(() => Boolean) hasDebtCounselling!: boolean;
  @Field(() => Boolean) hasJudgements!: boolean;
  @Field(() => [BudgetItemModel], { description: "The financial summary's expenses" }) budget!: BudgetItemModel[];
  /** Every current obligation (removed ones left out); the `obligations(category)` field filters these. */
  allObligations!: DebtObligationModel[];
}

@ObjectType('FinancialSummary', { description: "The client's monthly expenses (the budget form)" })
export class FinancialSummaryModel {
  @Field(() => ID) id!: string;
  @Field(() => [BudgetItemModel]) expenses!: BudgetItemModel[];
}

@ObjectType('Challenge', { description: "The credit bureau's identity questions for an ID number" })
export class ChallengeModel {
  @Field(() => String, { nullable: true, description: 'A message for the person when no questions can be asked' }) error!: string | null;
  @Field(() => ID, { nullable: true, description: 'This set of questions: doChallenge answers it (once, within 10 minutes, by the caller who asked); null when no questions are asked' }) challengeId!: string | null;
  @Field(() => [String]) telephones!: string[];
  @Field(() => [String]) employers!: string[];
  @Field(() => [String]) accounts!: string[];
  @Field(() => String, { nullable: true, description: 'Set (and the lists empty) when no challenge is needed' }) accessCode!: string | null;
  @Field(() => Int, { description: 'Attempts left today for this ID number (3 a day)' }) attemptsLeft!: number;
}

@ObjectType('ChallengeResult')
export class ChallengeResultModel {
  @Field(() => Boolean) passedChallenge!: boolean;
  @Field(() => String, { nullable: true, description: 'Lets getCreditRecord read the record for 30 minutes' }) accessCode!: string | null;
  @Field(() => Int) attemptsLeft!: number;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType('CreditRecord', { description: 'The credit record of the ID number an access code was issued for' })
export class CreditRecordModel {
  @Field(() => String, { description: 'A fresh access code with the same binding' }) accessCode!: string;
  @Field(() => [DebtObligationModel], { description: 'Every account on the record, removed ones (removedAt set) included' }) obligations!: DebtObligationModel[];
  @Field(() => [ShortTermInsuranceModel], { description: 'Short-term insurance policies on the record' }) shortTermInsurance!: ShortTermInsuranceModel[];
  @Field(() => Int, { nullable: true }) compuScore!: number | null;
  @Field(() => Float, { nullable: true, description: "40% of the income given to getChallenge, or of the client's income" }) affordability!: number | null;
  @Field(() => Boolean) hasDebtCounselling!: boolean;
  @Field(() => Boolean) hasJudgements!: boolean;
  @Field(() => Boolean, { description: 'Under debt review with Imali as the debt counsellor (NCRDC2613)' }) imaliIsDebtCounsellor!: boolean;
}

/**
 * The federated Client as the debt subgraph sees it: its key, and identity's income fields that
 * debtBreakdown @requires (the router fetches them from identity first).
 */
@ObjectType('Client')
@Directive('@key(fields: "id")')
export class DebtClient {
  @Field(() => ID)
  id!: string;

  @Field(() => Float, { nullable: true })
  @Directive('@external')
  income?: number | null;

  @Field(() => Float, { nullable: true })
  @Directive('@external')
  estimatedIncome?: number | null;
}
