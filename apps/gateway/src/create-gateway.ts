import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloGateway } from '@apollo/gateway';
import { Agent } from 'undici';
import { GRAPHQL_MAX_BODY_BYTES, GRAPHQL_TOO_LARGE_MESSAGE } from '@imali/shared/domain';
import { SubgraphDataSource, type SubgraphResponseHeaders } from './subgraph-data-source';
import { JsonLogger, SESSION_REFRESH_HEADER, variableValuesPlugin, type CallerIdentity } from '@imali/shared/nest';
import { subgraphUrl, type GatewayConfig } from './gateway.config';
import { OPERATION_LIMITS, operationLimits } from './operation-limits';
import { formatGatewayError } from './format-error';
import { registerFileRoutes } from './file-routes';
import { publicQueryCachePlugin } from './public-query-cache';
import { makeRoom } from './bounded-map';
import {
  SESSION_CLEAR_HEADER,
  SESSION_COOKIE,
  SESSION_SET_HEADER,
  SessionResolver,
  clearedSessionCookie,
  readCookie,
  sessionCookie,
} from './session';

export interface GatewayContext {
  identity: CallerIdentity;
  /** Keyed hash of the browser's address, for rate limits in subgraphs (never the address). */
  clientAddress?: string;
  sessionToken?: string;
  /** Set-Cookie to send back (a new session, or clearing one). */
  setCookie?: string;
}

export { CLIENT_ADDRESS_HEADER } from './subgraph-data-source';

export interface RunningGateway {
  fastify: FastifyInstance;
  close: () => Promise<void>;
}

function supergraphPath(config: GatewayConfig): string {
  return config.SUPERGRAPH_PATH ?? join(__dirname, '..', '..', '..', 'supergraph.graphql');
}

/** Subgraph URLs as composed into the supergraph (join__graph), by subgraph name. */
export function composedUrls(supergraphSdl: string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const match of supergraphSdl.matchAll(/@join__graph\(name: "([^"]+)", url: "([^"]+)"\)/g)) urls.set(match[1]!, match[2]!);
  return urls;
}

/**
 * The keyed hash of a browser's address that subgraphs count rate limits against (never the
 * address itself). A keyed hash per request was a visible share of a quote's CPU at the gateway;
 * the same address gives the same hash, so the last `maxEntries` addresses keep theirs.
 */
export function clientAddressHasher(secret: string, maxEntries = 10_000): (address: string) => string {
  const known = new Map<string, string>();
  return (address) => {
    let hash = known.get(address);
    if (hash === undefined) {
      hash = createHmac('sha256', secret).update(`address:${address}`).digest('hex').slice(0, 32);
      makeRoom(known, maxEntries);
      known.set(address, hash);
    }
    return hash;
  };
}

/** TRUSTED_PROXIES as Fastify's trustProxy: a list of addresses, or nothing trusted. */
export function trustedProxies(setting: string): string[] | false {
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 ? entries : false;
}

export async function createGateway(config: GatewayConfig, logger = new JsonLogger('gateway', config.LOG_LEVEL)): Promise<RunningGateway> {
  const production = config.NODE_ENV === 'production';
  const secureCookie = config.SESSION_COOKIE_SECURE ? config.SESSION_COOKIE_SECURE === 'true' : production;
  const supergraphSdl = readFileSync(config.SUPERGRAPH_PATH ?? supergraphPath(config), 'utf8');
  const urls = composedUrls(supergraphSdl);
  // One keep-alive pool for every subgraph call; each call also has its own timeout.
  const agent = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 128 });
  const identityUrl = subgraphUrl(config, 'identity', urls.get('identity')).replace(/\/graphql\/?$/, '');
  const sessions = new SessionResolver(identityUrl, config.INTERNAL_AUTH_SECRET, agent, config.SUBGRAPH_TIMEOUT_MS);
  const clientAddress = clientAddressHasher(config.INTERNAL_AUTH_SECRET);

  // Identity answers a sign-in, a sign-out or a sign-up step with a session header; the cached
  // look-up of the old token is dropped and the browser's cookie set or cleared.
  const onSubgraphResponse = (headers: SubgraphResponseHeaders, context: GatewayContext) => {
    const set = headers.get(SESSION_SET_HEADER);
    if (set) {
      const [token, maxAge] = set.split(';');
      sessions.evict(context.sessionToken);
      context.setCookie = sessionCookie(token!, Number(maxAge), secureCookie);
    } else if (headers.get(SESSION_CLEAR_HEADER)) {
      sessions.evict(context.sessionToken);
      context.setCookie = clearedSessionCookie(secureCookie);
    } else if (headers.get(SESSION_REFRESH_HEADER)) {
      // A sign-up step changed (OTP, terms, profile): the next call must see the new state.
      sessions.evict(context.sessionToken);
    }
  };

  const gateway = new ApolloGateway({
    supergraphSdl,
    // Each call signed for its subgraph and its exact body (subgraph-data-source.ts).
    buildService: ({ name, url }) =>
      new SubgraphDataSource<GatewayContext>({
        name,
        url: subgraphUrl(config, name, url),
        dispatcher: agent,
        timeoutMs: config.SUBGRAPH_TIMEOUT_MS,
        secret: config.INTERNAL_AUTH_SECRET,
        onResponse: onSubgraphResponse,
      }),
    logger: {
      debug: (m) => logger.debug(m, 'Gateway'),
      info: (m) => logger.log(m, 'Gateway'),
      warn: (m) => logger.warn(m, 'Gateway'),
      error: (m) => logger.error(m, 'Gateway'),
    },
  });

  const cookiePlugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (contextValue.setCookie) response.http.headers.set('set-cookie', contextValue.setCookie);
        },
      };
    },
  };

  // Behind the web origin / ingress: X-Forwarded-For counts only from the configured proxies.
  const fastify = Fastify({ bodyLimit: GRAPHQL_MAX_BODY_BYTES, keepAliveTimeout: 65_000, logger: false, trustProxy: trustedProxies(config.TRUSTED_PROXIES) });
  // Malformed JSON, an oversized body or a wrong content type still get a GraphQL-shaped answer.
  fastify.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) logger.error(error, 'Gateway');
    const message = status === 413 ? GRAPHQL_TOO_LARGE_MESSAGE : status === 500 ? 'Something went wrong on our side. Please try again.' : `The request could not be read: ${error.message}`;
    void reply.code(status).send({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
  });
  fastify.addHook('preValidation', async (request, reply) => {
    // The matched route, not the raw URL: the router also serves /%67raphql as /graphql.
    if (request.method !== 'POST' || request.routeOptions.url !== '/graphql') return;
    const query = (request.body as { query?: unknown } | null)?.query;
    if (typeof query === 'string' && Buffer.byteLength(query) > config.MAX_QUERY_BYTES) {
      return reply.code(400).send({ errors: [{ message: `The query is larger than ${config.MAX_QUERY_BYTES} bytes.`, extensions: { code: 'BAD_REQUEST' } }] });
    }
    return undefined;
  });

  // Depth, aliases, root fields, tokens, directives and cost (docs/decisions/gateway-limits.md).
  const limits = operationLimits({ ...OPERATION_LIMITS, maxDepth: config.MAX_QUERY_DEPTH }, { development: config.NODE_ENV === 'development' });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: !production,
    allowBatchedHttpRequests: false,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    formatError: (formatted) => formatGatewayError(formatted, production),
    includeStacktraceInErrorResponses: false,
    plugins: [
      fastifyApolloDrainPlugin(fastify),
      cookiePlugin,
      ...limits.plugins,
      // Variables that do not fit their types: field messages, no echoed value, no enum list.
      variableValuesPlugin,
      publicQueryCachePlugin<GatewayContext>({
        fields: config.PUBLIC_QUERY_CACHE_FIELDS.split(',').map((field) => field.trim()).filter(Boolean),
        ttlMs: config.PUBLIC_QUERY_CACHE_TTL_MS,
        maxEntries: config.PUBLIC_QUERY_CACHE_MAX_ENTRIES,
      }),
      ApolloServerPluginInlineTraceDisabled(),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
  await apollo.start();

  registerFileRoutes(fastify, {
    vaultBaseUrl: subgraphUrl(config, 'vault', urls.get('vault')).replace(/\/graphql\/?$/, ''),
    secret: config.INTERNAL_AUTH_SECRET,
    sessions,
    dispatcher: agent,
    timeoutMs: config.SUBGRAPH_TIMEOUT_MS,
    onError: (error) => logger.error(error, 'Files'),
  });

  let ready = false;
  fastify.get('/health', async () => ({ status: 'ok' }));
  fastify.get('/ready', async (_request, reply) => (ready ? { status: 'ready' } : reply.code(503).send({ status: 'starting' })));
  await fastify.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request): Promise<GatewayContext> => {
      const token = readCookie(request.headers.cookie, SESSION_COOKIE);
      const { identity, invalid } = await sessions.resolve(token);
      return { identity, sessionToken: token, clientAddress: clientAddress(request.ip), setCookie: invalid ? clearedSessionCookie(secureCookie) : undefined };
    },
  });
  await fastify.ready();
  ready = true;

  return {
    fastify,
    close: async () => {
      ready = false;
      await fastify.close();
      await apollo.stop();
      await agent.close();
    },
  };
}
