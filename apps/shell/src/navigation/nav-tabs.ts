import { DEBT_TAB, HOME_TAB, INSURANCE_TAB, PROFILE_TAB, SAVINGS_TAB } from './side-bar-index';

export type NavIconName = 'home' | 'debt' | 'savings' | 'insurance' | 'profile' | 'logout';

export interface NavTab {
  index: number;
  label: string;
  to: string;
  icon: NavIconName;
}

/** The spec's five tabs, shared by the side bar and the bottom tab bar. */
export const NAV_TABS: readonly NavTab[] = [
  { index: HOME_TAB, label: 'Home', to: '/', icon: 'home' },
  { index: DEBT_TAB, label: 'My Debt', to: '/debt', icon: 'debt' },
  { index: SAVINGS_TAB, label: 'My Savings', to: '/savings', icon: 'savings' },
  { index: INSURANCE_TAB, label: 'My Insurance', to: '/insurance', icon: 'insurance' },
  { index: PROFILE_TAB, label: 'My Profile', to: '/profile', icon: 'profile' },
];
