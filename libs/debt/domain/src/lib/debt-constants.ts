// The debt area's numbers (savings-budget-debt-shell.md section 9; credit-life-clearance-vault-
// policies-groups.md section 9) and the few we chose where the spec is silent (docs/decisions/).

/** Money in the debt rules is counted in whole cents (R 1 150.00 is 115000). */
export type Cents = number;

/** "Affordability line is 40% of income." */
export const AFFORDABILITY_PERCENT_OF_INCOME = 40;

/** "A credit score above 825 counts as good. The credit score scale is 1 to 1000." */
export const GOOD_CREDIT_SCORE_ABOVE = 825;
export const CREDIT_SCORE_MIN = 1;
export const CREDIT_SCORE_MAX = 1000;

/** "Snowball slider: minimum 150, maximum 10000, step 1, default 150" (rand). */
export const SNOWBALL_AMOUNT_MIN = 150;
export const SNOWBALL_AMOUNT_MAX = 10000;
export const SNOWBALL_AMOUNT_STEP = 1;
export const SNOWBALL_AMOUNT_DEFAULT = 150;

/** "Debt counselling is described as possibly reducing repayments by up to 50%." */
export const DEBT_COUNSELLING_MAX_INSTALMENT_REDUCTION_PERCENT = 50;

/** Ours (docs/decisions/debt-counselling-projection.md): reduced rates are half the contract rate. */
export const DEBT_COUNSELLING_RATE_PERCENT_OF_CONTRACT = 50;
/** Ours (same decision): the restructured term of each non-housing account, in months. */
export const DEBT_COUNSELLING_TERM_MONTHS = 60;

/** "default downsample 150 points" (the debt graph). */
export const GRAPH_MAX_POINTS = 150;

/**
 * Ours (docs/decisions/debt-amortisation.md): no projection runs past 30 years, the longest
 * South African home loan term; an account still owing then has no "paid off by" date.
 */
export const PROJECTION_HORIZON_MONTHS = 360;
