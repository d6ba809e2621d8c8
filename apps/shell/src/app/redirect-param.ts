// The spec: "If the query string has a redirect parameter, the app navigates to / followed by
// its value". Only same-site paths are followed (docs/decisions/redirect-parameter.md).

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Browsers drop tabs and newlines inside URLs, which could turn "/\t/evil" into "//evil". */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `savings` or `/savings` → `/savings`. Null for a missing value or one that could leave the
 * site: containing `//` (protocol-relative), a backslash (browsers read it as `/`), a scheme
 * (`https:`, `javascript:`), or control characters.
 */
export function normaliseRedirect(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.includes('//') || trimmed.includes('\\') || SCHEME.test(trimmed) || hasControlOrSpace(trimmed)) {
    return null;
  }
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The same-site target of the `redirect` parameter in a query string, if any. */
export function redirectTarget(search: string): string | null {
  return normaliseRedirect(new URLSearchParams(search).get('redirect'));
}

/** Where the route guard sends a signed-out visitor: back here after signing in. */
export function signInPath(pathname: string, search = ''): string {
  return `/sign-in?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The "Register to view policy" link for someone who already has an account: sign-in page → /link-purchase. */
export function linkPurchasePath(clientId: string, redirect: string): string {
  return `/link-purchase?${new URLSearchParams({ clientId, redirect })}`;
}
