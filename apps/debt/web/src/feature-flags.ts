// The debt remote's feature flags (savings-budget-debt-shell.md section 6: "Feature flags:
// snowballActive off"). A flag is off by default; in development (a development build, or the
// site served from localhost) a developer or the e2e suite may turn one on in this browser with
// a switch on the page, kept in localStorage under `imali:flag:<name>` = "1"
// (docs/decisions/debt-snowball-flag.md). A production site ignores the stored value and shows
// no switch.

export const FEATURE_FLAGS = { snowballActive: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const flagStorageKey = (flag: FeatureFlag) => `imali:flag:${flag}`;

/** A development build (webpack sets NODE_ENV from --mode). */
export const isDevelopmentBuild = (): boolean => process.env['NODE_ENV'] !== 'production';

/** The developer's own machine: `npm start` and the e2e suite serve the (production) build here. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Development switches are offered in a development build, or where the page is served from
 * the developer's machine: `npm start` and e2e build in production mode (as the dev outbox's
 * decision says), and no client ever reaches a site on localhost.
 */
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

export function setDevelopmentFlag(flag: FeatureFlag, on: boolean): void {
  if (!developmentSwitchesAllowed()) return;
  const store = storage();
  if (on) store?.setItem(flagStorageKey(flag), '1');
  else store?.removeItem(flagStorageKey(flag));
}
