import type { ApolloClient } from '@apollo/client';
import { ShellMeDocument, type ShellMeQuery } from '../gql/graphql';
import { takePrefetchedSession } from '../route-hints/route-hints-contract';

/**
 * Writes the session check that the route-hints entry sent with the document (session-prefetch.ts)
 * into the cache, when it has answered: useSession's query is then answered from the cache and
 * the route guard decides at once, instead of a round trip after main.js. True when it did.
 */
export function seedPrefetchedSession(client: ApolloClient): boolean {
  const prefetched = takePrefetchedSession();
  if (!prefetched) return false;
  client.writeQuery({ query: ShellMeDocument, data: prefetched as ShellMeQuery });
  return true;
}
