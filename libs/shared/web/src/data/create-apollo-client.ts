import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { from, map, mergeMap, of } from 'rxjs';

export interface ApolloClientOptions {
  /** The gateway, same origin as the page (the browser talks to one origin only). */
  uri?: string;
  /** For tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /**
   * Called with the operation name when the server answers UNAUTHENTICATED (the session
   * expired or was revoked), so the app can re-run its session check and ask to sign in.
   */
  onUnauthenticated?: (operationName: string | undefined) => void;
  /**
   * Answers already on their way for the first operation of each name (the shell's session check
   * and the page's first data, sent with the document): that operation waits for its answer
   * instead of asking again, and is sent as usual when it settles with nothing (undefined) or the
   * operation comes after `until` (a time in ms since the epoch: an answer too old to show).
   */
  pending?: PendingAnswer | readonly PendingAnswer[];
}

export interface PendingAnswer {
  operationName: string;
  answer: Promise<Record<string, unknown> | undefined>;
  until?: number;
  /**
   * Set once the answer has been used another way (written into the cache before the first
   * render): the operation is then sent as usual, never handed this older answer.
   */
  taken?: boolean;
}

function isUnauthenticated(result: ApolloLink.Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return Array.isArray(errors) && errors.some((error) => error?.extensions?.['code'] === 'UNAUTHENTICATED');
}

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Client is the federated entity every area extends: one normalised record per id, so
      // each remote's fields merge into the same object.
      Client: { keyFields: ['id'] },
    },
  });
}

/**
 * The one Apollo Client of the web app. Created by the shell only; remotes reach it through
 * the shared @apollo/client/react context and never create their own.
 */
export function createApolloClient({ uri = '/graphql', fetch, onUnauthenticated, pending }: ApolloClientOptions = {}): ApolloClient {
  const sessionLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (onUnauthenticated && isUnauthenticated(result)) onUnauthenticated(operation.operationName);
        return result;
      }),
    ),
  );
  // Each taken once, by the first operation of its name.
  const waiting = new Map<string, PendingAnswer>();
  const entries: readonly PendingAnswer[] = pending === undefined ? [] : 'operationName' in pending ? [pending] : pending;
  for (const entry of entries) if (!waiting.has(entry.operationName)) waiting.set(entry.operationName, entry);
  const pendingLink = new ApolloLink((operation, forward) => {
    const entry = waiting.get(operation.operationName ?? '');
    if (!entry) return forward(operation);
    waiting.delete(entry.operationName);
    if (entry.taken) return forward(operation);
    if (entry.until !== undefined && Date.now() > entry.until) return forward(operation);
    return from(entry.answer.catch(() => undefined)).pipe(mergeMap((data) => (data ? of({ data }) : forward(operation))));
  });
  const httpLink = new HttpLink({
    uri,
    fetch,
    // The session is an httpOnly cookie on this origin.
    credentials: 'same-origin',
    // The gateway's CSRF prevention rejects requests that a plain HTML form could send.
    headers: { 'apollo-require-preflight': 'true' },
  });
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, pendingLink, httpLink]),
    cache: createApolloCache(),
  });
}
