import type { ApolloClient } from '@apollo/client';
import { ShellMeDocument, type ShellMeQuery } from '../gql/graphql';
import type { PendingAnswer } from '@imali/shared/web';
import type { PrefetchedQuery, PrefetchedSession } from './session-prefetch';

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

/** How long the page's first data, sent with the document, may stand for the page's own query. */
export const PAGE_DATA_FRESH_MS = 30_000;

/**
 * The page's first data for Apollo's link: its page query takes this answer instead of asking,
 * if it asks within PAGE_DATA_FRESH_MS of the data being sent (a guard that sent the client
 * elsewhere first, such as the OTP, makes it too old to show).
 */
export function pageDataPending(prefetched: PrefetchedQuery): PendingAnswer {
  return { operationName: prefetched.operationName, answer: prefetched.answer, until: prefetched.sentAt + PAGE_DATA_FRESH_MS };
}
