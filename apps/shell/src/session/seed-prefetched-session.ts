import type { ApolloClient } from '@apollo/client';
import { ShellMeDocument, type ShellMeQuery } from '../gql/graphql';
import type { PrefetchedSession } from './session-prefetch';

/**
 * Writes the session check that the route-hints entry sent with the document (session-prefetch.ts)
 * into the cache, when it has answered: useSession's query is then answered from the cache and
 * the route guard decides at once, instead of a round trip after main.js. True when it did.
 */
export function seedPrefetchedSession(client: ApolloClient, prefetched: PrefetchedSession | undefined): boolean {
  if (!prefetched?.data) return false;
  client.writeQuery({ query: ShellMeDocument, data: prefetched.data as ShellMeQuery });
  return true;
}

/**
 * The check still on its way when the shell starts: the shell's first ShellMe waits for it
 * (createApolloClient's `pending`) rather than sending a second one.
 */
export function pendingSessionCheck(prefetched: PrefetchedSession | undefined): { operationName: string; answer: PrefetchedSession['answer'] } | undefined {
  return prefetched && !prefetched.data ? { operationName: 'ShellMe', answer: prefetched.answer } : undefined;
}
