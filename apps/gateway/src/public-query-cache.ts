// A short-lived cache of whole responses to visitors' public, read-only queries (today:
// getPolicyQuote). A visitor's quote depends only on the answers asked (existing cover is
// counted only for signed-in clients, on their own policies) and on the day (ages from ID
// numbers), so the same question asked again the same day has the same answer. Signed-in
// callers, mutations, and operations touching any other field always go to the subgraphs.
// docs/decisions/public-quote-cache.md
import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import type { CallerIdentity } from '@imali/shared/nest';
import { makeRoom } from './bounded-map';

export interface PublicQueryCacheOptions {
  /** Root query fields whose visitor answers may be cached. */
  fields: readonly string[];
  ttlMs: number;
  maxEntries: number;
  /** The calendar day a key is valid for (South African date); injectable for tests. */
  today?: () => string;
  now?: () => number;
}

interface Entry {
  result: FormattedExecutionResult;
  expires: number;
}

export const CACHE_STATUS_HEADER = 'x-imali-cache';

/** The South African calendar day (UTC+2 all year) of `now()`; the string is made again only when the day changes. */
export function southAfricanToday(now: () => number): () => string {
  let dayNumber = Number.NaN;
  let day = '';
  return () => {
    const local = now() + 2 * 3_600_000;
    const number = Math.floor(local / 86_400_000);
    if (number !== dayNumber) {
      dayNumber = number;
      day = new Date(local).toISOString().slice(0, 10);
    }
    return day;
  };
}

/** Every root selection is one of `fields` (or __typename); fragments at the root are not cached. */
export function onlyPublicFields(operation: OperationDefinitionNode, fields: ReadonlySet<string>): boolean {
  if (operation.operation !== 'query') return false;
  let any = false;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== 'Field') return false;
    if (selection.name.value === '__typename') continue;
    if (!fields.has(selection.name.value)) return false;
    any = true;
  }
  return any;
}

export function publicQueryCachePlugin<TContext extends { identity: CallerIdentity }>(options: PublicQueryCacheOptions): ApolloServerPlugin<TContext> & { size: () => number } {
  const fields = new Set(options.fields);
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;
  // The day follows the same clock as the expiry, so an injected clock moves both.
  const today = options.today ?? southAfricanToday(now);
  const enabled = options.ttlMs > 0 && options.maxEntries > 0 && fields.size > 0;

  return {
    size: () => entries.size,
    async requestDidStart() {
      if (!enabled) return undefined;
      let key: string | undefined;
      return {
        async responseForOperation({ contextValue, operation, source, request }) {
          if (contextValue.identity?.clientId || contextValue.identity?.userId || !onlyPublicFields(operation, fields)) return null;
          key = createHash('sha256')
            .update(today())
            .update('\0')
            .update(source)
            .update('\0')
            .update(request.operationName ?? '')
            .update('\0')
            .update(JSON.stringify(request.variables ?? {}))
            .digest('base64url');
          const hit = entries.get(key);
          if (!hit) return null;
          if (hit.expires <= now()) {
            entries.delete(key);
            return null;
          }
          // Refresh its place in the (insertion-ordered) map: least recently used goes first.
          entries.delete(key);
          entries.set(key, hit);
          const response: GraphQLResponse = { body: { kind: 'single', singleResult: hit.result }, http: { status: undefined, headers: new HeaderMap([[CACHE_STATUS_HEADER, 'hit']]) } };
          key = undefined;
          return response;
        },
        async willSendResponse({ response }) {
          if (!key) return;
          response.http.headers.set(CACHE_STATUS_HEADER, 'miss');
          const body = response.body;
          if (body.kind !== 'single' || body.singleResult.errors?.length || !body.singleResult.data) return;
          makeRoom(entries, options.maxEntries);
          entries.set(key, { result: body.singleResult, expires: now() + options.ttlMs });
        },
      };
    },
  };
}
