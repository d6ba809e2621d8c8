import { useQuery } from '@apollo/client/react';
import { ShellMeDocument, type ShellMeQuery } from '../gql/graphql';

export type Me = NonNullable<ShellMeQuery['me']>;
/** What the route guard needs of the signed-in client (spec route guard steps 2 and 3). */
export type SessionClient = NonNullable<ShellMeQuery['myClient']>;

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** `client` is null when the client record could not be read (the guard then shows an error). */
  | { status: 'signed-in'; me: Me; client: SessionClient | null };

/**
 * Signed-in state from the `me` session check, with the client's registration, terms and OTP
 * flags. A failed check counts as signed out: the visitor lands on sign-in, where a failing
 * server shows its message on submit (docs/decisions/shell-failure-modes.md). errorPolicy
 * "all" keeps `me` when only `myClient` fails (a visitor's UNAUTHENTICATED, or identity trouble).
 */
export function useSession(): Session {
  const { data, loading } = useQuery(ShellMeDocument, { errorPolicy: 'all' });
  if (data?.me) return { status: 'signed-in', me: data.me, client: data.myClient ?? null };
  // Only the first check is "loading": a re-check keeps showing the last answer, so a page
  // (e.g. the sign-in form with its error) does not unmount meanwhile.
  if (loading && !data) return { status: 'loading' };
  return { status: 'signed-out' };
}
