import { defineConfig, type PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Options } from '@mikro-orm/core';
import type { MigrationObject } from '@mikro-orm/core';

export interface OrmOptions {
  /** PostgreSQL schema owned by this subgraph (snake_case area name). */
  schema: string;
  entities: Options['entities'];
  migrations: MigrationObject[];
  clientUrl: string;
  /** false when only the GraphQL schema is printed (no database needed). */
  connect?: boolean;
  poolMax?: number;
}

/** MikroORM configuration shared by a subgraph's app, its migrate step and its tests. */
export function createOrmConfig(options: OrmOptions): Options<PostgreSqlDriver> {
  return defineConfig({
    clientUrl: options.clientUrl,
    schema: options.schema,
    entities: options.entities,
    discovery: { requireEntitiesArray: true, disableDynamicFileAccess: true, warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: options.migrations,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    connect: options.connect ?? true,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    // Values stay in SQL parameters; MikroORM's own logger is off so no PII reaches the logs.
    logger: () => undefined,
  });
}
