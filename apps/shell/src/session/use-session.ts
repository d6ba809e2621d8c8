import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { ShellMeDocument, type ShellMeQuery } from '../gql/graphql';
import { SESSION_HINT_KEY } from './session-hint-key';

export type Me = NonNullable<ShellMeQuery['me']>;
/** What the route guard needs of the signed-in client (spec route guard steps 2 and 3). */
export type SessionClient = NonNullable<ShellMeQuery['myClient']>;

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** `client` is null when the client record could not be read (the guard then shows an error). */
  | { status: 'signed-in'; me: Me; client: SessionClient | null };

/**
 * Whether this browser was signed in when it last checked: a flag in localStorage ('1', nothing
 * else), kept by useSession. It decides only what shows while the first check is on its way;
 * the server decides everything else (docs/decisions/visitor-first-paint.md).
 */
export { SESSION_HINT_KEY };

function hintStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked (privacy settings): behave as a browser without the flag.
    return null;
  }
}

export function hasSessionHint(): boolean {
  try {
    return hintStore()?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) hintStore()?.setItem(SESSION_HINT_KEY, '1');
    else hintStore()?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Full or blocked storage: the next start waits for the check, as without the flag.
  }
}

/**
 * Signed-in state from the `me` session check, with the client's registration, terms and OTP
 * flags. A failed check counts as signed out: the visitor lands on sign-in, where a failing
 * server shows its message on submit (docs/decisions/shell-failure-modes.md). errorPolicy
 * "all" keeps `me` when only `myClient` fails (a visitor's UNAUTHENTICATED, or identity trouble).
 *
 * While the first check is on its way, a browser that was not signed in last time is taken for
 * a visitor at once (issue 12: a visitor's first page without waiting a round trip for the
 * answer); one that was waits for the answer. If the answer differs, the pages follow it.
 */
export function useSession(): Session {
  const { data, loading } = useQuery(ShellMeDocument, { errorPolicy: 'all' });
  const answered = Boolean(data) || !loading;
  const signedIn = Boolean(data?.me);
  useEffect(() => {
    if (answered) rememberSession(signedIn);
  }, [answered, signedIn]);
  if (data?.me) return { status: 'signed-in', me: data.me, client: data.myClient ?? null };
  // Only the first check is "loading": a re-check keeps showing the last answer, so a page
  // (e.g. the sign-in form with its error) does not unmount meanwhile.
  if (loading && !data) return hasSessionHint() ? { status: 'loading' } : { status: 'signed-out' };
  return { status: 'signed-out' };
}
