// The debt remote's feature flags (savings-budget-debt-shell.md section 6: "Feature flags:
// snowballActive off"). A flag is off in every build; outside production a developer (or the
// e2e suite) may turn one on in this browser with a switch on the page, kept in localStorage
// under `imali:flag:<name>` = "1" (docs/decisions/debt-snowball-flag.md). A production build
// ignores the stored value and shows no switch.

export const FEATURE_FLAGS = { snowballActive: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const flagStorageKey = (flag: FeatureFlag) => `imali:flag:${flag}`;

/** Development switches exist only outside production builds (webpack sets NODE_ENV from the mode). */
export const developmentSwitchesAllowed = (): boolean => process.env['NODE_ENV'] !== 'production';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isFlagOn(flag: FeatureFlag): boolean {
  if (FEATURE_FLAGS[flag]) return true;
  return developmentSwitchesAllowed() && storage()?.getItem(flagStorageKey(flag)) === '1';
}

export function setDevelopmentFlag(flag: FeatureFlag, on: boolean): void {
  if (!developmentSwitchesAllowed()) return;
  const store = storage();
  if (on) store?.setItem(flagStorageKey(flag), '1');
  else store?.removeItem(flagStorageKey(flag));
}
