import 'reflect-metadata';
import { Logger, Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { GraphQLModule, GraphQLSchemaHost } from '@nestjs/graphql';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM, type MigrationObject } from '@mikro-orm/core';
import { enterRequestContext } from './request-context';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { printSubgraphSchema } from '@apollo/subgraph';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, subgraphConfigSchema, type SubgraphConfig, ConfigError } from './config';
import { JsonLogger } from './logger';
import { Transform } from 'node:stream';
import { INTERNAL_IDENTITY_HEADER, requestHasher, sameHash, verifyIdentity, type CallerIdentity } from './internal-auth';
import { isGatewayOnlyPath, normaliseRequestPath } from './request-path';
import { createOrmConfig } from './orm';
import { ClientRef } from './client-ref';
import { SharedMyClientResolver } from './my-client.resolver';
import { ANONYMOUS, type SubgraphContext } from './identity';
import { formatGraphQLError } from './errors';
import { createInputLimitsPlugin, type InputFieldRules } from './input-limits';
export type { InputFieldRules } from './input-limits';

/** Everything that makes one area's subgraph; the rest is the same for all eight. */
export interface SubgraphDefinition {
  /** kebab-case area name: identity, funeral, credit-life, ... */
  name: string;
  /** PostgreSQL schema owned by this subgraph. */
  schema: string;
  entities: Type<unknown>[];
  migrations: MigrationObject[];
  /** The area's feature modules (resolvers, services). */
  imports: NonNullable<ModuleMetadata['imports']>;
  /** Extra GraphQL types to include (the Client stub is always included for area subgraphs). */
  orphanedTypes?: Type<unknown>[];
  /** Identity owns Client itself and must not include the ClientRef stub. */
  ownsClient?: boolean;
  /**
   * The area also answers `myClient` (@shareable, the caller's key only), so a query for its own
   * Client fields is one fetch. Not for an area whose Client fields @require identity's.
   */
  answersMyClient?: boolean;
  /** Extra HTTP routes (e.g. identity's internal session endpoint), registered before listen. */
  configureHttp?: (fastify: FastifyInstance, app: NestFastifyApplication, config: SubgraphConfig) => void;
  /**
   * The area's own rules for input fields (`InputType.field`), run by the input safety net before
   * its generic checks: a blank choice answers the form's message, not "Invalid id".
   */
  inputFieldRules?: InputFieldRules;
  /** Throwaway values for area-specific variables, used only while printing the SDL. */
  schemaPrintEnv?: () => Record<string, string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity?: CallerIdentity;
    /** The request the gateway signed for, checked once the body has been read. */
    signedRequest?: { expected: string; hasher: ReturnType<typeof requestHasher> };
  }
}

/** Copies headers a resolver asked for (context.responseHeaders) onto the HTTP response. */
const responseHeadersPlugin: ApolloServerPlugin<SubgraphContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        for (const [name, value] of Object.entries(contextValue.responseHeaders ?? {})) response.http.headers.set(name, value);
      },
    };
  },
};

@Module({})
class MyClientModule {}

export function createSubgraphModule(def: SubgraphDefinition, config: SubgraphConfig, options: { connect?: boolean } = {}): DynamicModule {
  @Module({})
  class SubgraphRootModule {}

  const production = config.NODE_ENV === 'production';
  return {
    module: SubgraphRootModule,
    imports: [
      MikroOrmModule.forRoot({
        ...createOrmConfig({
          schema: def.schema,
          entities: def.entities,
          migrations: def.migrations,
          clientUrl: config.DATABASE_URL,
          connect: options.connect ?? true,
          poolMax: config.DB_POOL_MAX,
        }),
        registerRequestContext: false,
      }),
      GraphQLModule.forRoot<ApolloFederationDriverConfig>({
        driver: ApolloFederationDriver,
        autoSchemaFile: { federation: 2 },
        sortSchema: true,
        path: '/graphql',
        playground: false,
        // Subgraphs are reachable only by the gateway (signed header), which needs introspection-free
        // composition from committed SDL; introspection here helps only developers.
        introspection: !production,
        // No "Did you mean ..." field suggestions outside development: they map the schema.
        hideSchemaDetailsFromClientErrors: config.NODE_ENV !== 'development',
        buildSchemaOptions: { orphanedTypes: [...(def.ownsClient ? [] : [ClientRef]), ...(def.orphanedTypes ?? [])] },
        // With Fastify the driver passes the request itself (Express would pass { req }).
        context: (arg: FastifyRequest | { req: FastifyRequest }): SubgraphContext => {
          const req = ('req' in arg ? arg.req : arg) as FastifyRequest;
          return {
          identity: req.identity ?? ANONYMOUS,
          req: req as unknown as SubgraphContext['req'],
          responseHeaders: {},
          };
        },
        formatError: (formatted, error) =>
          formatGraphQLError(formatted, production, (e) => new Logger('GraphQL').error(unwrapError(e)), error),
        // No per-field cache hints (nothing reads them: the gateway caches by its own rule) and no
        // inline traces: both wrap every field's resolver.
        plugins: [createInputLimitsPlugin(def.inputFieldRules), responseHeadersPlugin, ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
      }),
      ...def.imports,
      ...(def.answersMyClient ? [{ module: MyClientModule, providers: [SharedMyClientResolver] }] : []),
    ],
  };
}

/** Apollo wraps resolver errors; the cause is what is worth logging. */
function unwrapError(error: unknown): unknown {
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof Error ? original : error;
}

function reject(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.code(status).header('content-type', 'application/json').send({ errors: [{ message, extensions: { code } }] });
}

const GATEWAY_ONLY_MESSAGE = 'This service only answers calls from the Imali gateway';
/** Subgraphs serve GET and POST only (GraphQL over HTTP, /health, the /internal/ routes). */
const SERVED_METHODS = new Set(['GET', 'POST']);

/**
 * Gateway-only guard + a MikroORM request context for every GraphQL call; /health for probes.
 * The decision is made on the decoded, normalised path, so no spelling of /graphql or /internal/*
 * escapes the signature; and only a path already in canonical form is routed at all, so the
 * router and this guard can never read one path two ways.
 */
function configureHttp(fastify: FastifyInstance, orm: MikroORM, config: SubgraphConfig, audience: string) {
  fastify.addHook('onRequest', (req, reply, done) => {
    const rawUrl = req.raw.url ?? '';
    const target = normaliseRequestPath(rawUrl);
    if (!target.ok) {
      reject(reply, 400, 'The request path could not be read', 'BAD_REQUEST');
      return;
    }
    if (isGatewayOnlyPath(target.path)) {
      const result = verifyIdentity(req.headers[INTERNAL_IDENTITY_HEADER], config.INTERNAL_AUTH_SECRET, { audience });
      if (!result.ok) {
        reject(reply, 401, GATEWAY_ONLY_MESSAGE, 'UNAUTHENTICATED');
        return;
      }
      req.identity = result.identity;
      req.signedRequest = { expected: result.requestHash, hasher: requestHasher(req.method, rawUrl) };
    }
    if (!target.canonical || !SERVED_METHODS.has(req.method)) {
      reject(reply, 404, 'Not found', 'NOT_FOUND');
      return;
    }
    if (req.signedRequest) enterRequestContext(orm.em);
    done();
  });
  // The signature covers the body: hash it as it streams in, compare before any handler runs.
  fastify.addHook('preParsing', async (req, _reply, payload) => {
    const signed = req.signedRequest;
    if (!signed) return payload;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        signed.hasher.update(chunk);
        callback(null, chunk);
      },
    });
    return payload.pipe(hashing);
  });
  fastify.addHook('preValidation', (req, reply, done) => {
    if (req.signedRequest && !sameHash(req.signedRequest.hasher.digest(), req.signedRequest.expected)) {
      reject(reply, 401, GATEWAY_ONLY_MESSAGE, 'UNAUTHENTICATED');
      return;
    }
    done();
  });
  fastify.get('/health', async (_req, reply) => {
    try {
      await orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', checks: { database: 'down' } });
    }
  });
}

function fail(service: string, error: unknown): never {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(`[${service}] failed to start: ${message}\n`);
  process.exit(error instanceof ConfigError ? 78 : 1);
}

export async function createSubgraphApp(def: SubgraphDefinition, config: SubgraphConfig, logger = new JsonLogger(`${def.name}-subgraph`, config.LOG_LEVEL)) {
  const app = await NestFactory.create<NestFastifyApplication>(
    createSubgraphModule(def, config),
    new FastifyAdapter({ bodyLimit: 1_048_576, keepAliveTimeout: 65_000 }),
    { logger },
  );
  const fastify = app.getHttpAdapter().getInstance();
  configureHttp(fastify, app.get(MikroORM), config, def.name);
  def.configureHttp?.(fastify, app, config);
  app.enableShutdownHooks();
  return app;
}

/** The `main.ts` of every subgraph: validated config, JSON logs, gateway-only guard, /health, graceful stop. */
export async function bootstrapSubgraph(def: SubgraphDefinition): Promise<NestFastifyApplication> {
  const service = `${def.name}-subgraph`;
  let config: SubgraphConfig;
  try {
    config = loadConfig(subgraphConfigSchema);
  } catch (error) {
    fail(service, error);
  }
  const logger = new JsonLogger(service, config.LOG_LEVEL);
  try {
    const app = await createSubgraphApp(def, config, logger);
    await app.listen(config.PORT, config.HOST);
    logger.log({ msg: 'listening', port: config.PORT }, 'Bootstrap');
    // A stuck shutdown must not keep the pod (or npm start) hanging.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => setTimeout(() => process.exit(0), 10_000).unref());
    }
    return app;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(service, new Error(`port ${config.PORT} is already in use`));
    fail(service, error);
  }
}

/** Builds the app without a database and prints its federated SDL (for the committed schema.graphql). */
export async function printSubgraphSdl(def: SubgraphDefinition): Promise<string> {
  const config = loadConfig(subgraphConfigSchema, {
    NODE_ENV: 'development',
    INTERNAL_AUTH_SECRET: 'schema-printing-only-not-a-secret-000000',
    DATABASE_URL: 'postgres://print-schema@127.0.0.1:1/none',
    LOG_LEVEL: 'error',
    PORT: '0',
  });
  Object.assign(process.env, { INTERNAL_AUTH_SECRET: config.INTERNAL_AUTH_SECRET }, def.schemaPrintEnv?.() ?? {});
  const app = await NestFactory.create<NestFastifyApplication>(createSubgraphModule(def, config, { connect: false }), new FastifyAdapter(), {
    logger: new JsonLogger(`${def.name}-subgraph`, 'error'),
  });
  await app.init();
  const { schema } = app.get(GraphQLSchemaHost);
  const sdl = printSubgraphSchema(schema);
  await app.close();
  return `${sdl.trim()}\n`;
}

/** The `migrate.ts` of every subgraph: runs pending migrations (or resets the schema) and exits. */
export async function runMigrations(def: SubgraphDefinition, options: { reset?: boolean; databaseUrl?: string } = {}): Promise<string[]> {
  const databaseUrl = options.databaseUrl ?? process.env['DATABASE_URL'];
  if (!databaseUrl) throw new ConfigError(['DATABASE_URL is required but not set']);
  const orm = await MikroORM.init(
    createOrmConfig({ schema: def.schema, entities: def.entities, migrations: def.migrations, clientUrl: databaseUrl, poolMax: 3 }),
  );
  const knex = orm.em.getConnection().getKnex();
  // One migrator per schema at a time (several pods, or parallel test files, may start together).
  const lockConnection = await knex.client.acquireConnection();
  const lockKey = `imali-migrate-${def.schema}`;
  try {
    await lockConnection.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
    const connection = orm.em.getConnection();
    if (options.reset) await connection.execute(`drop schema if exists "${def.schema}" cascade`);
    await connection.execute(`create schema if not exists "${def.schema}"`);
    const done = await orm.getMigrator().up();
    return done.map((m) => m.name);
  } finally {
    await lockConnection.query('select pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    await knex.client.releaseConnection(lockConnection);
    await orm.close(true);
  }
}

/** `node dist/.../migrate.js [--reset]`: one subgraph's migrations as their own step. */
export async function migrateCli(def: SubgraphDefinition): Promise<void> {
  try {
    const applied = await runMigrations(def, { reset: process.argv.includes('--reset') });
    process.stdout.write(`${JSON.stringify({ service: `${def.name}-subgraph`, msg: 'migrated', schema: def.schema, applied })}\n`);
  } catch (error) {
    process.stderr.write(`[${def.name}-subgraph] migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/** `node dist/.../print-schema.js`: writes the subgraph SDL to stdout. */
export async function printSchemaCli(def: SubgraphDefinition): Promise<void> {
  process.stdout.write(await printSubgraphSdl(def));
}

/**
 * Development only: migrates `databaseUrl` to the latest committed migration, then writes a new
 * TypeScript migration for whatever the entities declare beyond it into `dir`.
 */
export async function createMigrationFile(def: SubgraphDefinition, databaseUrl: string, dir: string, name?: string): Promise<string | null> {
  await runMigrations(def, { databaseUrl });
  const base = createOrmConfig({ schema: def.schema, entities: def.entities, migrations: def.migrations, clientUrl: databaseUrl, poolMax: 2 });
  const orm = await MikroORM.init({ ...base, migrations: { ...base.migrations, migrationsList: undefined, path: dir, pathTs: dir, emit: 'ts' } });
  try {
    const result = await orm.getMigrator().createMigration(dir, false, false, name);
    return result.diff.up.length > 0 ? result.fileName : null;
  } finally {
    await orm.close(true);
  }
}

/** `node dist/.../create-migration.js [name]` with DATABASE_URL set; run from the repository root. */
export async function createMigrationCli(def: SubgraphDefinition, dir: string): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'];
  if (!databaseUrl) {
    process.stderr.write('DATABASE_URL is required but not set\n');
    process.exit(78);
  }
  const file = await createMigrationFile(def, databaseUrl, `${process.cwd()}/${dir}`, process.argv[2]);
  process.stdout.write(file ? `created ${dir}/${file}\n` : 'no changes: entities match the migrations\n');
}
