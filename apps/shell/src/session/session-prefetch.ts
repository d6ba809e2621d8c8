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
  const slot = {} as PrefetchedSession;
  slot.answer = fetchImpl('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    // The same headers as the shell's Apollo link (the gateway's CSRF prevention).
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName: 'ShellMe', query: SHELL_ME_PREFETCH_QUERY }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: { me?: unknown } & Record<string, unknown>; errors?: unknown }>) : undefined))
    .then((answer) => {
      if (answer && answer.errors === undefined && answer.data?.me) slot.data = answer.data;
      return slot.data;
    })
    .catch(() => undefined);
  return slot;
}
