import { useQuery } from '@apollo/client/react';
import { SHELL_ME, type ShellMeData } from './session.graphql';

export type Me = NonNullable<ShellMeData['me']>;

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; me: Me };

/**
 * Signed-in state from the `me` session check. A failed check counts as signed out: the
 * visitor lands on sign-in, where a failing server shows its message on submit
 * (docs/decisions/shell-failure-modes.md).
 */
export function useSession(): Session {
  const { data, loading } = useQuery(SHELL_ME);
  if (data?.me) return { status: 'signed-in', me: data.me };
  // Only the first check is "loading": a re-check keeps showing the last answer, so a page
  // (e.g. the sign-in form with its error) does not unmount meanwhile.
  if (loading && !data) return { status: 'loading' };
  return { status: 'signed-out' };
}
