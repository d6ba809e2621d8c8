import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ANONYMOUS,
  INTERNAL_IDENTITY_HEADER,
  JsonLogger,
  createSubgraphApp,
  loadConfig,
  runMigrations,
  signIdentity,
  subgraphConfigSchema,
  type CallerIdentity,
  type SubgraphDefinition,
  type Verification,
} from '@imali/shared/nest';

/** Only for tests: the subgraph under test and this helper share it. */
export const TEST_INTERNAL_SECRET = 'integration-tests-only-secret-0123456789';

/** Only for tests: a fixed PII key, so rows seeded by an earlier run of the suite stay readable. */
export const TEST_PII_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  headers: Headers;
}

export interface TestSubgraph {
  url: string;
  /** A fresh entity manager for arranging and checking rows directly. */
  em: () => EntityManager;
  /** Calls /graphql as the gateway would, signed for `identity` (a visitor by default). */
  graphql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, identity?: CallerIdentity) => Promise<GraphQLResponse<T>>;
  /** Raw HTTP call, for guard and health tests. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
  /** Every log line the subgraph wrote (all levels, as JSON text), for checking what logs carry. */
  logs: string[];
}

export function testDatabaseUrl(): string {
  const url = process.env['IMALI_TEST_DATABASE_URL'];
  if (!url) throw new Error('IMALI_TEST_DATABASE_URL is not set: run integration tests with `npm run test:int` (jest --selectProjects integration)');
  return url;
}

/** The gateway's signed identity header for one request to the subgraph `audience` (as the gateway makes it). */
export function signedFor(audience: string, identity: CallerIdentity, method: string, path: string, body?: string | Buffer): Record<string, string> {
  return { [INTERNAL_IDENTITY_HEADER]: signIdentity(identity, TEST_INTERNAL_SECRET, { audience, method, path, body }) };
}

export const FULLY_VERIFIED: Verification = Object.freeze({ registered: true, acceptedTerms: true, otpVerified: true });

/**
 * A signed-in caller with a client id of its own (random unless given), who has finished sign-up
 * unless `verification` says otherwise.
 */
export function clientIdentity(clientId: string = randomUUID(), verification: Verification = FULLY_VERIFIED): CallerIdentity {
  return { userId: randomUUID(), clientId, sessionId: randomUUID(), verification: { ...verification } };
}

export const visitor = ANONYMOUS;

/**
 * Migrates the subgraph's schema in the test database and starts the real app (Nest, Fastify,
 * MikroORM, the gateway-only guard) on a random local port.
 */
export async function startTestSubgraph(def: SubgraphDefinition, extraEnv: Record<string, string> = {}): Promise<TestSubgraph> {
  const databaseUrl = testDatabaseUrl();
  await runMigrations(def, { databaseUrl });
  // Area modules read their own settings (secrets, neighbours' URLs) from the environment.
  Object.assign(process.env, { INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET, PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY }, extraEnv);
  const config = loadConfig(subgraphConfigSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
    DB_POOL_MAX: '4',
  });
  const logs: string[] = [];
  const app = await createSubgraphApp(def, config, new JsonLogger(`${def.name}-subgraph`, 'debug', (line) => logs.push(line)));
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const orm = app.get(MikroORM);
  return {
    url,
    em: () => orm.em.fork() as EntityManager,
    fetch: (path, init) => fetch(`${url}${path}`, init),
    async graphql(query, variables, identity = ANONYMOUS) {
      const body = JSON.stringify({ query, variables });
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedFor(def.name, identity, 'POST', '/graphql', body) },
        body,
      });
      const answer = (await response.json()) as Omit<GraphQLResponse, 'status' | 'headers'>;
      return { ...answer, status: response.status, headers: response.headers } as GraphQLResponse<never>;
    },
    close: () => app.close(),
    logs,
  };
}
