// getSnowballProjection(amount, withDC): the extra amount goes to the smallest balance first and
// each paid-off account's instalment rolls on to the next smallest (docs/decisions/debt-snowball.md).
import { composeValidators, required, validateBetween, validateNumber, validateWholeNumber, type Validator } from '@imali/shared/validation';
import { SNOWBALL_AMOUNT_MAX, SNOWBALL_AMOUNT_MIN, type Cents } from './debt-constants';
import { runSchedule, scheduleAccount } from './amortisation';
import { debtCounsellingAccounts, type DebtCounsellingOptions, type SavingProjection } from './debt-counselling';
import type { DebtObligation } from './debt-obligation';
import { debtPaymentProjection, toProjection, type TodayInput } from './payment-projection';

/**
 * The slider's amount in rand: required, a number, 150 to 10000, whole rand (step 1). The
 * messages are the shared ones ("Must be between 150 and 10000", "Whole numbers only"); the
 * spec shows none for the snowball. The same rule runs in the remote and in the subgraph.
 */
export const validateSnowballAmount: Validator = composeValidators(
  required,
  validateNumber,
  validateBetween(SNOWBALL_AMOUNT_MIN, SNOWBALL_AMOUNT_MAX),
  validateWholeNumber,
);

/**
 * The snowball with `extraAmount` cents a month on top of today's instalments (or the
 * debt-counselling plan's with `withDC`: the record's own for a client under debt counselling).
 * interestSaved is against the normal projection, so with debt counselling on it includes what
 * the plan saves.
 */
export function snowballProjection(
  obligations: readonly DebtObligation[],
  extraAmount: Cents,
  withDC: boolean,
  today: TodayInput,
  options: DebtCounsellingOptions = {},
): SavingProjection {
  if (!Number.isSafeInteger(extraAmount) || extraAmount < 0) {
    throw new RangeError(`extraAmount must be whole cents, 0 or more, got ${extraAmount}`);
  }
  const accounts = withDC ? debtCounsellingAccounts(obligations, options) : obligations.map(scheduleAccount);
  const snowball = toProjection(runSchedule(accounts, { extra: extraAmount, rollOver: true }), today);
  const normal = debtPaymentProjection(obligations, today);
  return { ...snowball, interestSaved: normal.totalInterest - snowball.totalInterest };
}
