#!/usr/bin/env node
// Local generator: `node tools/generators/subgraph.mjs <area>` writes a new area subgraph in the
// shape every subgraph shares (shared bootstrap, one PostgreSQL schema, one Nest module per
// concept, a first client-owned record type that is its own GraphQL type and extends the federated
// Client, an integration test). The area (port, schema, tags) comes from the registry, areas.json;
// its first record type from area-specs.mjs, or a plain one. `--force` rewrites the generated
// files (never migrations/index.ts, which lists the area's real migrations) and removes the model
// class the older shape had; `--print` writes nothing and prints the files as JSON (for tests).
// Usually run through `node tools/generators/area.mjs <area>`.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { areas } from '../areas.mjs';
import { pascal, recordSpec } from './area-specs.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const area = process.argv[2];
const force = process.argv.includes('--force');
const registered = areas.find((a) => a.name === area);
if (!registered) {
  console.error(`usage: subgraph.mjs <${areas.map((a) => a.name).join('|')}> [--force] (add the area to areas.json first)`);
  process.exit(2);
}

const spec = recordSpec(registered);
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const Area = pascal(area);
const R = spec.type; // GraphQL type and class stem, e.g. FuneralPolicy
const r = kebab(R); // file stem, e.g. funeral-policy
const base = `apps/${area}/subgraph`;

const kinds = {
  string: { ts: 'string', gql: 'String', orm: "type: 'string', length: 100", sample: "'sample'" },
  text: { ts: 'string', gql: 'String', orm: "type: 'text'", sample: "'sample text'" },
  money: { ts: 'number', gql: 'Float', orm: "type: 'decimal', precision: 12, scale: 2, runtimeType: 'number'", sample: '150.5' },
  int: { ts: 'number', gql: 'Int', orm: "type: 'integer'", sample: '42' },
  bool: { ts: 'boolean', gql: 'Boolean', orm: "type: 'boolean'", sample: 'true' },
  date: { ts: 'string', gql: 'String', orm: "type: 'date'", sample: "'2027-01-31'" },
  uuid: { ts: 'string', gql: 'ID', orm: "type: 'uuid'", sample: 'randomUUID()' },
};

const files = {};
files[`${base}/project.json`] = JSON.stringify(
  {
    name: `${area}-subgraph`,
    $schema: '../../../node_modules/nx/schemas/project-schema.json',
    projectType: 'application',
    sourceRoot: `${base}/src`,
    tags: [...registered.tags, 'type:app', 'platform:node'],
    targets: {
      build: {
        executor: 'nx:run-commands',
        outputs: [`{workspaceRoot}/dist/${base}`],
        options: { command: `node tools/build/build-node.mjs ${base}` },
      },
      test: {},
      integration: {},
      lint: {},
    },
  },
  null,
  2,
) + '\n';

for (const [entry, fn] of [['main', 'bootstrapSubgraph'], ['migrate', 'migrateCli'], ['print-schema', 'printSchemaCli']]) {
  files[`${base}/src/${entry}.ts`] = `import { ${fn} } from '@imali/shared/nest';\nimport { definition } from './subgraph.definition';\n\nvoid ${fn}(definition);\n`;
}
files[`${base}/src/create-migration.ts`] = `import { createMigrationCli } from '@imali/shared/nest';\nimport { definition } from './subgraph.definition';\n\nvoid createMigrationCli(definition, '${base}/src/migrations');\n`;
files[`${base}/src/migrations/index.ts`] = `import type { MigrationObject } from '@mikro-orm/core';\n\nexport const migrations: MigrationObject[] = [];\n`;

files[`${base}/src/subgraph.definition.ts`] = `import { IdempotencyKeyEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { ${Area}SubgraphModule } from './${area}.module';
import { ${R}Entity } from './${r}/${r}.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: '${area}',
  schema: '${spec.schema}',
  // IdempotencyKeyEntity: the subgraph's idempotency_key table, for withIdempotency.
  entities: [${R}Entity, IdempotencyKeyEntity],
  migrations,
  imports: [${Area}SubgraphModule],
  answersMyClient: true,
};
`;

// One Nest module per concept (docs/architecture.md); the root module only imports them.
files[`${base}/src/${area}.module.ts`] = `import { Module } from '@nestjs/common';
import { ${R}Module } from './${r}/${r}.module';

/** The ${area.replace(/-/g, ' ')} subgraph: one module per concept. */
@Module({ imports: [${R}Module] })
export class ${Area}SubgraphModule {}
`;

files[`${base}/src/${r}/${r}.module.ts`] = `import { Module } from '@nestjs/common';
import { ${R}Service } from './${r}.service';
import { Client${R}Resolver } from './client-${r}.resolver';

@Module({ providers: [${R}Service, Client${R}Resolver] })
export class ${R}Module {}
`;

// The entity is the GraphQL type: no model class, no mapper (ClientOwnedEntity gives id, clientId,
// created/updated, version and soft delete).
const entityFields = spec.fields
  .map(
    (f) =>
      `  ${f.doc ? `/** ${f.doc} */\n  ` : ''}@Field(() => ${kinds[f.kind].gql}${f.nullable ? ', { nullable: true }' : ''})\n  @Property({ ${kinds[f.kind].orm}${f.nullable ? ', nullable: true' : ''} })\n  ${f.name}${f.nullable ? '?' : '!'}: ${kinds[f.kind].ts}${f.nullable ? ' | null' : ''};`,
  )
  .join('\n\n');
const gqlImports = [...new Set(['Field', 'ObjectType', ...spec.fields.map((f) => kinds[f.kind].gql).filter((g) => ['Float', 'Int', 'ID'].includes(g))])].sort();
files[`${base}/src/${r}/${r}.entity.ts`] = `import { Entity, Property, type Opt } from '@mikro-orm/core';
import { ${gqlImports.join(', ')} } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** ${spec.doc} */
@ObjectType('${R}')
@Entity({ tableName: '${spec.table}' })
export class ${R}Entity extends ClientOwnedEntity {
${entityFields}

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
`;

files[`${base}/src/${r}/${r}.service.ts`] = `import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope } from '@imali/shared/nest';
import { ${R}Entity } from './${r}.entity';

@Injectable()
export class ${R}Service {
  constructor(private readonly em: EntityManager) {}

  /** The client's ${spec.list ? 'records, newest first' : 'latest record, or null'}; ClientScope adds the client id to every find. */
  async ${spec.list ? 'findForClient' : 'findOneForClient'}(clientId: string): Promise<${spec.list ? `${R}Entity[]` : `${R}Entity | null`}> {
${spec.list
    ? `    return new ClientScope(this.em, clientId).find(${R}Entity, {}, { orderBy: { createdAt: 'desc' } });`
    : `    const [latest] = await new ClientScope(this.em, clientId).find(${R}Entity, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });\n    return latest ?? null;`}
  }
}
`;

files[`${base}/src/${r}/client-${r}.resolver.ts`] = `import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { ${R}Entity } from './${r}.entity';
import { ${R}Service } from './${r}.service';

/** Adds Client.${spec.field} to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class Client${R}Resolver {
  constructor(private readonly service: ${R}Service) {}

  @ResolveField(() => ${spec.list ? `[${R}Entity]` : `${R}Entity`}, { nullable: true, description: ${JSON.stringify(spec.fieldDoc)} })
  ${spec.field}(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<${spec.list ? `${R}Entity[]` : `${R}Entity | null`}> {
    assertOwnClient(identity, client.id);
    return this.service.${spec.list ? 'findForClient' : 'findOneForClient'}(client.id);
  }
}
`;

const sampleFields = spec.fields.map((f) => `      ${f.name}: ${kinds[f.kind].sample},`).join('\n');
const selection = ['id', ...spec.fields.map((f) => f.name)].join(' ');
files[`${base}/src/${r}/client-${r}.int-spec.ts`] = `${spec.fields.some((f) => f.kind === 'uuid') ? "import { randomUUID } from 'node:crypto';\n" : ''}import { describeClientFieldContract } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ${R}Entity } from './${r}.entity';

describeClientFieldContract({
  definition,
  field: '${spec.field}',
  selection: '${selection}',
  list: ${spec.list},
  seed: (em, clientId) =>
    em.create(${R}Entity, {
      clientId,
${sampleFields}
    }),
});
`;

if (process.argv.includes('--print')) {
  process.stdout.write(JSON.stringify(files));
  process.exit(0);
}
const kept = new Set([`${base}/src/migrations/index.ts`]);
for (const [path, content] of Object.entries(files)) {
  const full = join(root, path);
  if (existsSync(full) && (!force || kept.has(path))) {
    console.log(`exists, kept: ${path}`);
    continue;
  }
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  console.log(`wrote ${path}`);
}
// The older shape's second class for the same record (the entity is the GraphQL type now).
const model = join(root, `${base}/src/${r}/${r}.model.ts`);
if (force && existsSync(model)) {
  rmSync(model);
  console.log(`removed ${base}/src/${r}/${r}.model.ts`);
}
