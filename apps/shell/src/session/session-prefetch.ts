// The session check, started by the route-hints entry with the document instead of after main.js
// has downloaded and run (issue 12: phone LCP of signed-in pages; docs/decisions/session-prefetch.md).
// Only for a browser that was signed in last time (the localStorage hint): a visitor does not wait
// for the check anyway. The shell writes a clean answer into Apollo's cache before its first
// render, so useSession's query is answered from the cache; anything else (no answer yet, an
// error, nobody signed in after all) leaves the shell to ask as it always did.

/**
 * ShellMe (session.graphql) as Apollo Client sends it, __typename included so that the answer
 * can be written to the cache; session-prefetch.spec.ts checks it against the generated document.
 * Kept as text: this runs in the first entry, which must stay a few hundred bytes (no graphql).
 */
export const SHELL_ME_PREFETCH_QUERY =
  'query ShellMe { me { id clientId __typename } myClient { id firstNames isRegistration acceptedTerms otpVerification __typename } }';

/** Filled in once the check answers: `data` only for a clean answer with someone signed in. */
export interface PrefetchedSession {
  data?: Record<string, unknown>;
  /** Settles with `data` (undefined for any other answer), never rejects: the shell's first check waits for it instead of asking again. */
  answer: Promise<Record<string, unknown> | undefined>;
}

export function startSessionPrefetch(fetchImpl: typeof fetch = fetch): PrefetchedSession {
  return startQueryPrefetch('ShellMe', SHELL_ME_PREFETCH_QUERY, { fetchImpl, keep: (data) => Boolean(data['me']) });
}

/** A query sent ahead by the route-hints entry: `data` once it has answered cleanly (and `keep` agreed). */
export interface PrefetchedQuery extends PrefetchedSession {
  operationName: string;
  /** When it was sent (ms since the epoch). */
  sentAt: number;
}

/**
 * Posts `query` as the shell's Apollo link would (JSON, the CSRF header, the session cookie). Its
 * `answer` settles with the data of a clean answer (no errors, `keep` true), else undefined.
 */
export function startQueryPrefetch(
  operationName: string,
  query: string,
  { fetchImpl = fetch, keep = () => true }: { fetchImpl?: typeof fetch; keep?: (data: Record<string, unknown>) => boolean } = {},
): PrefetchedQuery {
  const slot = { operationName, sentAt: Date.now() } as PrefetchedQuery;
  slot.answer = fetchImpl('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // The same headers as the shell's Apollo link (the gateway's CSRF prevention).
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName, query }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: Record<string, unknown> | null; errors?: unknown }>) : undefined))
    .then((answer) => {
      if (answer && answer.errors === undefined && answer.data && keep(answer.data)) slot.data = answer.data;
      return slot.data;
    })
    .catch(() => undefined);
  return slot;
}
