#!/usr/bin/env node
// Local generator: `node tools/generators/subgraph.mjs <area>` writes a new area subgraph in the
// shape every subgraph shares (shared bootstrap, one PostgreSQL schema, a first record type that
// extends the federated Client, an integration test). The area (port, schema, tags) comes from
// the registry, areas.json; its first record type from area-specs.mjs, or a plain one.
// Usually run through `node tools/generators/area.mjs <area>`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { areas } from '../areas.mjs';
import { areaSpecs } from './area-specs.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);
const area = process.argv[2];
const force = process.argv.includes('--force');
const registered = areas.find((a) => a.name === area);
if (!registered) {
  console.error(`usage: subgraph.mjs <${areas.map((a) => a.name).join('|')}> [--force] (add the area to areas.json first)`);
  process.exit(2);
}

const pascal = (s) => s.replace(/(^|[-_])(\w)/g, (_, __, c) => c.toUpperCase());
/** A new area's first record type when area-specs.mjs does not describe one. */
const defaultSpec = (name, schema) => ({
  type: `${pascal(name)}Record`, table: `${schema}_record`, field: `${pascal(name).replace(/^./, (c) => c.toLowerCase())}Records`, list: true,
  doc: `A ${name.replace(/-/g, ' ')} record of a client.`, fieldDoc: `The client's ${name.replace(/-/g, ' ')} records`,
  fields: [{ name: 'name', kind: 'string' }],
});
const spec = { ...(areaSpecs[area] ?? defaultSpec(area, registered.schema)), schema: registered.schema };
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
const gqlImports = [...new Set(['Field', 'ID', 'ObjectType', ...spec.fields.map((f) => kinds[f.kind].gql).filter((g) => ['Float', 'Int'].includes(g))])].sort();

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

files[`${base}/src/subgraph.definition.ts`] = `import type { SubgraphDefinition } from '@imali/shared/nest';
import { ${Area}Module } from './${area}.module';
import { ${R}Entity } from './${r}/${r}.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: '${area}',
  schema: '${spec.schema}',
  entities: [${R}Entity],
  migrations,
  imports: [${Area}Module],
};
`;

files[`${base}/src/${area}.module.ts`] = `import { Module } from '@nestjs/common';
import { ${R}Service } from './${r}/${r}.service';
import { Client${R}Resolver } from './${r}/client-${r}.resolver';

@Module({ providers: [${R}Service, Client${R}Resolver] })
export class ${Area}Module {}
`;

const entityFields = spec.fields
  .map((f) => `  ${f.doc ? `/** ${f.doc} */\n  ` : ''}@Property({ ${kinds[f.kind].orm}${f.nullable ? ', nullable: true' : ''} })\n  ${f.name}${f.nullable ? '?' : '!'}: ${kinds[f.kind].ts}${f.nullable ? ' | null' : ''};`)
  .join('\n\n');
files[`${base}/src/${r}/${r}.entity.ts`] = `import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** ${spec.doc} */
@Entity({ tableName: '${spec.table}' })
export class ${R}Entity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client (identity's Client.id) this record belongs to. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

${entityFields}

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
`;

const modelFields = spec.fields
  .map((f) => `  @Field(() => ${kinds[f.kind].gql}${f.nullable ? ', { nullable: true }' : ''})\n  ${f.name}${f.nullable ? '?' : '!'}: ${kinds[f.kind].ts}${f.nullable ? ' | null' : ''};`)
  .join('\n\n');
files[`${base}/src/${r}/${r}.model.ts`] = `import { ${gqlImports.join(', ')} } from '@nestjs/graphql';

@ObjectType('${R}')
export class ${R}Model {
  @Field(() => ID)
  id!: string;

${modelFields}

  @Field(() => Date)
  createdAt!: Date;
}
`;

const toModel = spec.fields.map((f) => `    ${f.name}: entity.${f.name}${f.nullable ? ' ?? null' : ''},`).join('\n');
files[`${base}/src/${r}/${r}.service.ts`] = `import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ${R}Entity } from './${r}.entity';
import { ${R}Model } from './${r}.model';

export function to${R}Model(entity: ${R}Entity): ${R}Model {
  return {
    id: entity.id,
${toModel}
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class ${R}Service {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async ${spec.list ? 'findForClient' : 'findOneForClient'}(clientId: string): Promise<${spec.list ? `${R}Model[]` : `${R}Model | null`}> {
${spec.list
    ? `    const rows = await this.em.find(${R}Entity, { clientId }, { orderBy: { createdAt: 'desc' } });\n    return rows.map(to${R}Model);`
    : `    const row = await this.em.findOne(${R}Entity, { clientId }, { orderBy: { createdAt: 'desc' } });\n    return row ? to${R}Model(row) : null;`}
  }
}
`;

files[`${base}/src/${r}/client-${r}.resolver.ts`] = `import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientRef, Identity, assertOwnClient, type CallerIdentity } from '@imali/shared/nest';
import { ${R}Model } from './${r}.model';
import { ${R}Service } from './${r}.service';

/** Adds Client.${spec.field} to the federated Client (owned by identity). */
@Resolver(() => ClientRef)
export class Client${R}Resolver {
  constructor(private readonly service: ${R}Service) {}

  @ResolveField(() => ${spec.list ? `[${R}Model]` : `${R}Model`}, { nullable: true, description: ${JSON.stringify(spec.fieldDoc)} })
  ${spec.field}(@Parent() client: ClientRef, @Identity() identity: CallerIdentity): Promise<${spec.list ? `${R}Model[]` : `${R}Model | null`}> {
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

for (const [path, content] of Object.entries(files)) {
  const full = join(root, path);
  if (existsSync(full) && !force) {
    console.log(`exists, kept: ${path}`);
    continue;
  }
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  console.log(`wrote ${path}`);
}
