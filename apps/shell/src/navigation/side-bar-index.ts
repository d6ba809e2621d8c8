import { matchPath } from 'react-router-dom';

export const HOME_TAB = 0;
export const DEBT_TAB = 1;
export const SAVINGS_TAB = 2;
export const INSURANCE_TAB = 3;
export const PROFILE_TAB = 4;

/** No tab is highlighted (a route the spec's index table does not list). */
export const NO_TAB = -1;

// The spec's side-bar index table, in order; the first matching pattern wins.
const TABLE: ReadonlyArray<readonly [string, number]> = [
  ['/', HOME_TAB],
  ['/welcome', HOME_TAB],
  ['/debt', DEBT_TAB],
  ['/debt-repayments', DEBT_TAB],
  ['/debt-repayments/:category', DEBT_TAB],
  ['/savings', SAVINGS_TAB],
  ['/savings/*', SAVINGS_TAB],
  ['/insurance', INSURANCE_TAB],
  ['/credit-life', INSURANCE_TAB],
  ['/loan/:id', INSURANCE_TAB],
  ['/budget', INSURANCE_TAB],
  ['/profile', PROFILE_TAB],
  ['/profile/edit', PROFILE_TAB],
  ['/documents', PROFILE_TAB],
  ['/documents/*', PROFILE_TAB],
  ['/bank-accounts', PROFILE_TAB],
  ['/bank-accounts/link', PROFILE_TAB],
  ['/bank-account/:id', PROFILE_TAB],
  ['/clearance-certificate/:id', HOME_TAB],
];

/** Which of the five tabs (Home, My Debt, My Savings, My Insurance, My Profile) is current. */
export function sideBarIndex(pathname: string): number {
  for (const [pattern, index] of TABLE) {
    if (matchPath({ path: pattern, end: true }, pathname)) return index;
  }
  return NO_TAB;
}
