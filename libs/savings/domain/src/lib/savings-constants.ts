// The savings area's numbers (savings-budget-debt-shell.md section 9) and the few we chose where
// the spec is silent (docs/decisions/savings-*.md). Money inside the rules is whole cents; the
// constants named _RAND are the spec's figures in rand, the _CENTS ones the same in cents.

/** Money in the savings rules is counted in whole cents (R 1 150.00 is 115000). */
export type Cents = number;

/** "Minimum withdrawal and minimum bucket balance to withdraw: 50 rand." */
export const MIN_WITHDRAWAL_RAND = 50;
export const MIN_WITHDRAWAL_CENTS: Cents = 5_000;
/** "Withdrawal slider: step 10, minimum 50, maximum the bucket balance." */
export const WITHDRAWAL_SLIDER_STEP_RAND = 10;

/** "Pay day options: 1 to 31. Payout day 1-31." */
export const PAY_DAY_MIN = 1;
export const PAY_DAY_MAX = 31;
export const PAYOUT_DAY_MIN = 1;
export const PAYOUT_DAY_MAX = 31;
/** The December plan's payout month ("month fixed to December"). */
export const DECEMBER = 12;
/**
 * "December years 2021-2025": five years. Ours (docs/decisions/savings-december-years.md): the
 * five years from today's, so the list never offers only past Decembers.
 */
export const DECEMBER_YEARS_COUNT = 5;

/** "Default desired monthly savings when adding: 500." */
export const DEFAULT_DESIRED_SAVINGS_RAND = 500;
export const DEFAULT_DESIRED_SAVINGS_CENTS: Cents = 50_000;
/** "Monthly savings slider maximum: the smaller of income (default 10000) and target minus existing; minimum 0." */
export const DEFAULT_SLIDER_INCOME_RAND = 10_000;
export const DEFAULT_SLIDER_INCOME_CENTS: Cents = 1_000_000;

/** "Colour thresholds: 30 and 70 percent. Progress capped at 100." */
export const PROGRESS_AMBER_FROM_PERCENT = 30;
export const PROGRESS_PRIMARY_FROM_PERCENT = 70;
export const PROGRESS_CAP_PERCENT = 100;
/** Status badge: "percentageFull below 70 gives BELOW_TARGET; otherwise ON_TRACK". */
export const ON_TRACK_FROM_PERCENT = 70;

/** Savings-level banding: "below 10% of target is Poor (red), below 30% Average (yellow), otherwise Good". */
export const SAVINGS_LEVEL_AVERAGE_FROM_PERCENT = 10;
export const SAVINGS_LEVEL_GOOD_FROM_PERCENT = 30;
/** "target defaulting to 10000 when none is given". */
export const SAVINGS_LEVEL_DEFAULT_TARGET_CENTS: Cents = 1_000_000;

/** "Chat result monthly figure rounded to the nearest 10." */
export const CHAT_RESULT_ROUNDING_RAND = 10;
export const CHAT_RESULT_ROUNDING_CENTS: Cents = 1_000;
/** "Duration conversion: weeks divided by 4, years multiplied by 12." */
export const WEEKS_PER_MONTH = 4;
export const MONTHS_PER_YEAR = 12;

/** "Emergency goal months: 1, 2 or 3." */
export const EMERGENCY_GOAL_MONTHS = [1, 2, 3] as const;
/** "Funeral stop-paying ages: 55, 60, 65." */
export const FUNERAL_STOP_PAYING_AGES = [55, 60, 65] as const;

/** "Emergency bucket default target 10000, one year ahead." */
export const EMERGENCY_DEFAULT_TARGET_RAND = 10_000;
export const EMERGENCY_DEFAULT_TARGET_CENTS: Cents = 1_000_000;
export const EMERGENCY_DEFAULT_TARGET_YEARS_AHEAD = 1;
/** "Emergency fund is promoted as from R25 per month." */
export const EMERGENCY_FROM_MONTHLY_RAND = 25;
export const EMERGENCY_FROM_MONTHLY_CENTS: Cents = 2_500;

/**
 * Ours (docs/decisions/savings-money-input.md): the largest amount any savings field takes, in
 * rand (a target, an existing amount, a monthly contribution, an income, a withdrawal), the
 * same ceiling as the profile's monthly income and the budget's amounts.
 */
export const SAVINGS_AMOUNT_MAX_RAND = 10_000_000;
export const SAVINGS_AMOUNT_MAX_CENTS: Cents = 1_000_000_000;

/** Ours: the longest texts of a goal (names, destination, description), as the platform's short and free texts. */
export const GOAL_NAME_MAX_LENGTH = 100;
export const GOAL_DESTINATION_MAX_LENGTH = 100;
export const GOAL_DESCRIPTION_MAX_LENGTH = 500;
/** Ours: a record id or bank account id (a UUID is 36) is never longer than this. */
export const SAVINGS_ID_MAX_LENGTH = 64;

/**
 * Ours (docs/decisions/savings-goal-horizon.md): no goal is planned further than 50 years ahead
 * (600 months); a target date or a months-needed figure beyond it is refused or not shown.
 */
export const GOAL_HORIZON_MONTHS = 600;

/**
 * "EFT payment details: a fixed bank, account holder, account number and branch code (values
 * not shown), with the client's ID number as the reference." Ours
 * (docs/decisions/savings-eft-details.md): the savings collection account; the incoming-EFT
 * matching reads the reference, so only these four are fixed.
 */
export const SAVINGS_EFT_DETAILS = {
  bankName: 'Standard Bank',
  accountHolder: 'Imali Savings (RF) (Pty) Ltd',
  accountNumber: '072 845 318',
  branchCode: '051001',
} as const;
