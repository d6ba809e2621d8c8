// The gateway's calls to subgraphs: one GraphQLDataSource (the extension point @apollo/gateway
// offers through buildService) instead of RemoteGraphQLDataSource with a fetcher. Per call,
// RemoteGraphQLDataSource builds node-fetch Headers and a node-fetch Request it never sends (a
// WHATWG URL parse each), and the identity went through the headers as JSON to be parsed again
// and signed in the fetcher. Here the body is serialised once, signed once for this subgraph,
// method, path and exact body, and sent with undici's request() on the shared keep-alive pool
// (no WHATWG Request/Response/stream objects), with a timeout for the headers and the body.
// Errors, non-2xx answers and cache-control hints are handled as RemoteGraphQLDataSource does.
// docs/decisions/gateway-performance.md
import { STATUS_CODES } from 'node:http';
import { request as undiciRequest, type Dispatcher } from 'undici';
import { GraphQLError } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ANONYMOUS, CLIENT_ADDRESS_HEADER, INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity } from '@imali/shared/nest';

export { CLIENT_ADDRESS_HEADER };

/** What a data source answers (data, errors, extensions, http). */
type GatewayGraphQLResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

/** What the data source reads from the gateway's context. */
export interface SubgraphCallContext {
  identity?: CallerIdentity;
  /** Keyed hash of the browser's address (never the address), for subgraphs' rate limits. */
  clientAddress?: string;
}

/** A subgraph's answer headers, as the gateway reads them (lower-case names). */
export interface SubgraphResponseHeaders {
  get(name: string): string | null;
}

export interface SubgraphDataSourceOptions<TContext> {
  /** The subgraph's name: the audience its signed identity header is good for. */
  name: string;
  url: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  secret: string;
  /** Sees every answer's headers (the session headers identity sends on sign-in, sign-out, sign-up steps). */
  onResponse?: (headers: SubgraphResponseHeaders, context: TContext) => void;
}

/** Cache-Control of a subgraph's answer, parsed as @apollo/gateway does. */
function parseCacheControl(header: string | null): Record<string, string | true> {
  const parsed: Record<string, string | true> = {};
  if (!header) return parsed;
  for (const part of header.trim().split(/\s*,\s*/)) {
    const [key, value] = part.split(/\s*=\s*/, 2);
    parsed[key!] = value === undefined ? true : value.replace(/^"|"$/g, '');
  }
  return parsed;
}

export class SubgraphDataSource<TContext extends SubgraphCallContext = SubgraphCallContext> implements GraphQLDataSource<TContext> {
  /** The path and query the signature binds (what the subgraph hashes), worked out once rather than per call. */
  private readonly signedPath: string;

  constructor(private readonly options: SubgraphDataSourceOptions<TContext>) {
    const { pathname, search } = new URL(options.url);
    this.signedPath = `${pathname}${search}`;
  }

  get url(): string {
    return this.options.url;
  }

  async process(options: GraphQLDataSourceProcessOptions<TContext>): Promise<GatewayGraphQLResponse> {
    const { name, url, dispatcher, timeoutMs, secret, onResponse } = this.options;
    const { http, ...payload } = options.request;
    if (!payload.query) throw new Error('Missing query');
    const body = JSON.stringify(payload);
    const context = options.context as TContext;
    const headers: Record<string, string> = {};
    // Headers the gateway itself asked for (e.g. an inline trace); never the caller's.
    if (http?.headers) for (const [header, value] of http.headers) headers[header.toLowerCase()] = value;
    headers['content-type'] = 'application/json';
    headers[INTERNAL_IDENTITY_HEADER] = signIdentity(context?.identity ?? ANONYMOUS, secret, { audience: name, method: 'POST', path: this.signedPath, body });
    if (context?.clientAddress) headers[CLIENT_ADDRESS_HEADER] = context.clientAddress;

    let response: Awaited<ReturnType<typeof undiciRequest>>;
    try {
      response = await undiciRequest(url, { method: 'POST', headers, body, dispatcher, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
    } catch (error) {
      // Named, so the browser learns which area is down (formatGatewayError keeps serviceName and
      // drops the message's address): a page can show that one part's error and the rest.
      throw new GraphQLError(error instanceof Error ? error.message : String(error), { originalError: error instanceof Error ? error : undefined, extensions: { serviceName: name } });
    }
    const text = await response.body.text();
    const received = response.headers;
    const responseHeaders: SubgraphResponseHeaders = {
      get(header: string) {
        const value = received[header.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    };
    const contentType = responseHeaders.get('content-type');
    const json = !!contentType && (contentType.startsWith('application/json') || contentType.startsWith('application/graphql-response+json'));
    const status = response.statusCode;
    if (status < 200 || status >= 300) {
      // As RemoteGraphQLDataSource.errorFromResponse: "<status>: <status text>" with the answer attached.
      const statusText = STATUS_CODES[status] ?? '';
      const extensions: Record<string, unknown> = { response: { url, status, statusText, body: json ? JSON.parse(text) : text } };
      if (status === 401) extensions['code'] = 'UNAUTHENTICATED';
      else if (status === 403) extensions['code'] = 'FORBIDDEN';
      throw new GraphQLError(`${status}: ${statusText}`, { extensions });
    }
    const parsed: unknown = json ? JSON.parse(text) : text;
    if (typeof parsed !== 'object' || parsed === null) throw new Error(`Expected JSON response body, but received: ${String(parsed)}`);
    onResponse?.(responseHeaders, context);

    // An incoming operation (not a health check): the answer's cache hints narrow the whole response's.
    if ('incomingRequestContext' in options) {
      const policy = options.incomingRequestContext.overallCachePolicy;
      if (policy && 'restrict' in policy) {
        const cacheControl = parseCacheControl(responseHeaders.get('cache-control'));
        const maxAge = cacheControl['max-age'];
        policy.restrict({
          maxAge: typeof maxAge === 'string' && /^[0-9]+$/.test(maxAge) ? Number(maxAge) : 0,
          ...(cacheControl['private'] === true ? { scope: 'PRIVATE' as const } : {}),
          ...(cacheControl['public'] === true ? { scope: 'PUBLIC' as const } : {}),
        });
      }
    }
    return parsed as GatewayGraphQLResponse;
  }
}
