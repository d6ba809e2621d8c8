// The dashboard's words in one place: the spec's where it gives them, ours otherwise.
export const DASHBOARD_ERROR = 'An error occurred, please contact support';
export const PAY_OFF_QUICKER_TITLE = 'Pay off your debt quicker';
export const ASK_ABOUT_DEBT_COUNSELLING = 'Ask about Debt Counselling';
export const DO_MORE_TITLE = 'Do More with your Money';
export const DEBT_COUNSELLING_ROUTING = 'debt';
/** "Debt counselling is described as possibly reducing repayments by up to 50%." */
export const DEBT_COUNSELLING_TEXT = 'Debt counselling could reduce your monthly repayments by up to 50%.';
export const UNDER_DEBT_COUNSELLING_TEXT = 'You are under debt counselling, so this projection is the one that applies to you.';
// The Budget form's words (and the income tip's) are the shared Budget form's.
export { BUDGET_LOCKED_TEXT, INCOME_TIP, INCOME_ESTIMATED_TIP } from '@imali/shared/web';
export const VERIFY_TITLE = 'See your credit record';
export const VERIFY_TEXT =
  'We don’t have your credit record yet. Confirm your identity once by answering three quick questions from the credit bureau, and we will show your debt, your credit score and when you could be debt-free. Your record is then updated daily at 14:00.';
export const VERIFY_BUTTON = 'Verify my identity';
/**
 * Ours, for a client whose profile has no South African ID number (a passport or another
 * country's ID): the bureau finds a record by SA ID number only, so the questions cannot be asked
 * (docs/decisions/debt-credit-check-needs-sa-id.md). Said before they try, not after.
 */
export const NEEDS_SA_ID_TEXT =
  'The credit check needs a South African ID number, and the ID on your profile is not one. The credit bureau finds a credit record by South African ID number only, so we cannot show your debt and credit score here.';
/** Ours: the blog on the company's domain (docs/decisions/blog-link.md). */
export const BLOG_LINKS = [
  { label: 'How to improve your credit score', href: 'https://imali.co.za/blog/improve-your-credit-score' },
  { label: 'The best way to consolidate debt', href: 'https://imali.co.za/blog/best-way-to-consolidate-debt' },
  { label: 'The truth about debt review', href: 'https://imali.co.za/blog/truth-about-debt-review' },
] as const;
