// Remotes' feature flags (savings-budget-debt-shell.md section 6). Each remote names its own flags
// and their defaults (`featureFlags({ snowballActive: false })`); a flag that is off by default
// may be turned on in development (a development build, or the site served from localhost) by a
// developer or the e2e suite in this browser, kept in localStorage under `imali:flag:<name>` = "1"
// (docs/decisions/debt-snowball-flag.md). A production site ignores the stored value and offers
// no switch.

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

/** One remote's flags: `defaults` names each flag and whether it is on for everyone. */
export function featureFlags<Flag extends string>(defaults: Readonly<Record<Flag, boolean>>) {
  const flagStorageKey = (flag: Flag) => `imali:flag:${flag}`;
  return {
    flagStorageKey,
    isFlagOn(flag: Flag): boolean {
      if (defaults[flag]) return true;
      return developmentSwitchesAllowed() && storage()?.getItem(flagStorageKey(flag)) === '1';
    },
    setDevelopmentFlag(flag: Flag, on: boolean): void {
      if (!developmentSwitchesAllowed()) return;
      const store = storage();
      if (on) store?.setItem(flagStorageKey(flag), '1');
      else store?.removeItem(flagStorageKey(flag));
    },
  };
}
