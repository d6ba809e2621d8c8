import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { PendingAnswer } from '@imali/shared/web';
import type { PrefetchedQuery, PrefetchedSession } from './session-prefetch';

/**
 * The session check the route-hints entry sent with the document (session-prefetch.ts), for
 * Apollo's link: the shell's first ShellMe waits for it rather than sending a second one
 * (createApolloClient's `pending`), unless it is in the cache first (seedAnsweredQueries).
 */
export function pendingSessionCheck(prefetched: PrefetchedSession | undefined): PendingAnswer | undefined {
  return prefetched && { operationName: 'ShellMe', answer: prefetched.answer };
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

/**
 * Before the first render: the queries sent ahead that have answered go into the cache, so the
 * route guard (the session check) decides at once and, over a page drawn from its first data
 * (signed-in-first-paint.md), the page's query answers from it: the first render is the page,
 * never a spinner in between. Each one written is marked taken, so a later refetch of the same
 * name goes to the server instead of getting this answer again. `document` is the query (the
 * shell's own, or the page's remote's `firstData` export); without it, or without an answer yet,
 * the link's pending answer stays for the query. The number written.
 */
export function seedAnsweredQueries(client: ApolloClient, answered: readonly { data?: Record<string, unknown>; pending?: PendingAnswer; document?: DocumentNode }[]): number {
  let written = 0;
  for (const { data, pending, document } of answered) {
    if (!data || !document) continue;
    try {
      client.writeQuery({ query: document, data });
    } catch {
      // An answer that does not fit the document (a remote released with another query) stays out of the cache.
      continue;
    }
    if (pending) pending.taken = true;
    written += 1;
  }
  return written;
}
