#!/usr/bin/env node
// Every GraphQL operation the web code sends must be valid against the client-facing schema
// composed from the committed subgraph SDL (apps/gateway/api-schema.graphql), and be named after
// its area (ARCHITECTURE.md: FuneralPolicies, SavingsOverview, ShellMe). Fails listing each problem.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, parse, validate, Kind } from 'graphql';

const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
const schema = buildSchema(readFileSync(join(root, 'apps/gateway/api-schema.graphql'), 'utf8'));
const pascal = (s) => s.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name)) yield path;
  }
}

const scopes = [{ dir: 'apps/shell/src', prefix: 'Shell' }, { dir: 'libs/shared/web/src', prefix: 'Shared' }];
for (const area of readdirSync(join(root, 'apps'))) {
  if (existsSync(join(root, 'apps', area, 'web/src'))) scopes.push({ dir: `apps/${area}/web/src`, prefix: pascal(area) });
}

const problems = [];
let count = 0;
for (const { dir, prefix } of scopes) {
  for (const file of sourceFiles(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/gql`([^`]*)`/g)) {
      const where = `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`;
      if (match[1].includes('${')) {
        problems.push(`${where}: interpolation inside gql is not checked; use plain documents`);
        continue;
      }
      let document;
      try {
        document = parse(match[1]);
      } catch (error) {
        problems.push(`${where}: ${error.message}`);
        continue;
      }
      for (const error of validate(schema, document)) problems.push(`${where}: ${error.message}`);
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        count += 1;
        const name = definition.name?.value;
        if (!name) problems.push(`${where}: operations need a name starting with ${prefix}`);
        else if (!name.startsWith(prefix)) problems.push(`${where}: operation ${name} should start with ${prefix}`);
      }
    }
  }
}
if (problems.length) {
  console.error(`GraphQL operations check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`GraphQL operations check: ${count} operations valid against api-schema.graphql.`);
