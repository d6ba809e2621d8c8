// The Budget form's words and the income tip's, without React: the debt dashboard's first-paint
// script draws the tip before the app has arrived (docs/decisions/signed-in-first-paint.md).
export const BUDGET_TITLE = 'Budget';
export const BUDGET_SAVE_LABEL = 'Save my budget';
export const BUDGET_LOCKED_TEXT = 'You are under debt counselling, so your budget cannot be changed here. Your debt counsellor can help you with it.';
/** Section 8: "Budget query fails". */
export const BUDGET_LOAD_ERROR = 'An error has occurred. Please contact support';
/** Section 4, income tip: "A tip inviting the client to add income shows when income is zero or absent". */
export const INCOME_TIP = 'Add your monthly income to your budget so that your monthly budget and credit profile are more accurate.';
/** "... if an estimate was used, it says so." */
export const INCOME_ESTIMATED_TIP = '* We used the credit bureau’s estimate of your income.';
