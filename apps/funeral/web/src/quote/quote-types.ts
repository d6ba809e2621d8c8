// The shapes of getPolicyQuote (docs/contracts/funeral-issue-5.md) as the remote reads them.

/** QuoteDependantInput: a parent or extended family member (gender MALE or FEMALE). */
export interface QuoteDependantVariables {
  age?: number | null;
  gender?: string | null;
  idNumber?: string | null;
}

/** getPolicyQuote's arguments (funeral.md section 7, plus childAges). */
export interface FuneralQuoteVariables {
  idNumber?: string | null;
  age?: number | null;
  ageSpouse?: number | null;
  gender?: string | null;
  spouse?: boolean | null;
  children?: number | null;
  childAges?: (number | null)[] | null;
  coverAmount?: number | null;
  parents?: QuoteDependantVariables[] | null;
  extended?: QuoteDependantVariables[] | null;
  income?: number | null;
}

export interface QuotedLifeResult {
  memberType: string;
  position: number;
  age: number | null;
  gender: string | null;
  coverAmount: number;
  cappedFrom: number | null;
  capMessage: string | null;
  premium: number;
}

export interface PolicyQuoteResult {
  premium: number;
  premiumBeforeMinimum: number;
  minimumPremiumShortfall: number;
  totalCover: number;
  coverAmount: number;
  policyType: string;
  pricingVersion: string;
  lives: QuotedLifeResult[];
}
