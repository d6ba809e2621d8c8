// The savings remote's feature flags (savings-budget-debt-shell.md section 6: "A feature flag
// controls the tax-number tip ... Feature flags: ... savings tax number off"). Off by default;
// in development (a development build, or the site served from localhost) a developer or the
// e2e suite may turn one on in this browser, kept in localStorage under `imali:flag:<name>` =
// "1", as the debt remote's snowballActive (docs/decisions/debt-snowball-flag.md). A production
// site ignores the stored value.

export const FEATURE_FLAGS = { savingsTaxNumber: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const flagStorageKey = (flag: FeatureFlag) => `imali:flag:${flag}`;

/** A development build (webpack sets NODE_ENV from --mode). */
const isDevelopmentBuild = (): boolean => process.env['NODE_ENV'] !== 'production';

/** The developer's own machine: `npm start` and the e2e suite serve the (production) build here. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function developmentSwitchesAllowed(): boolean {
  if (isDevelopmentBuild()) return true;
  return typeof location !== 'undefined' && LOCAL_HOSTS.has(location.hostname);
}

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
