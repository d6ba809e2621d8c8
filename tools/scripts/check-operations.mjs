#!/usr/bin/env node
// Every GraphQL operation the web code sends must be valid against the client-facing schema
// composed from the committed subgraph SDL (apps/gateway/api-schema.graphql), and be named after
// its area (ARCHITECTURE.md: FuneralPolicies, SavingsOverview, ShellMe), and stay within the
// gateway's operation limits (apps/gateway/src/operation-limits.ts: depth, aliases, root fields,
// tokens, directives, cost), so an operation over budget fails here rather than for a customer.
// Operations are read from each web project's `*.graphql` files (the ones GraphQL Code Generator
// types, docs/decisions/generated-web-types.md; a fragment may be defined in another file of the
// same project) and from any `gql` literal still in its TypeScript. Fails listing each problem.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';
import { buildSchema, parse, validate, Kind } from 'graphql';

const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
const schema = buildSchema(readFileSync(join(root, 'apps/gateway/api-schema.graphql'), 'utf8'));

/** The gateway's own limits module (this repository's), compiled on the fly: it imports only graphql and graphql-armor. */
function loadGatewayLimits() {
  const file = new URL('../../apps/gateway/src/operation-limits.ts', import.meta.url).pathname;
  const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
  const module = { exports: {} };
  new Function('require', 'module', 'exports', code)(createRequire(file), module, module.exports);
  return module.exports;
}
const { OPERATION_LIMITS, operationLimits } = loadGatewayLimits();
const { validationRules: limitRules, parseOptions } = operationLimits(OPERATION_LIMITS, { development: false });
const pascal = (s) => s.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|graphql)$/.test(name) && !/\.spec\.tsx?$/.test(name)) yield path;
  }
}

/** Names of the fragments `node` spreads. */
function spreads(node, names = new Set()) {
  for (const selection of node?.selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) names.add(selection.name.value);
    else spreads(selection, names);
  }
  return names;
}

/** `document` with the fragments it spreads (also through other fragments) that are defined elsewhere in its project. */
function withProjectFragments(document, projectFragments) {
  const own = new Set(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value));
  const needed = new Set();
  const visit = (node) => {
    for (const name of spreads(node)) {
      if (own.has(name) || needed.has(name) || !projectFragments.has(name)) continue;
      needed.add(name);
      visit(projectFragments.get(name));
    }
  };
  for (const definition of document.definitions) visit(definition);
  return { ...document, definitions: [...document.definitions, ...[...needed].map((name) => projectFragments.get(name))] };
}

const scopes = [{ dir: 'apps/shell/src', prefix: 'Shell' }, { dir: 'libs/shared/web/src', prefix: 'Shared' }];
for (const area of readdirSync(join(root, 'apps'))) {
  if (existsSync(join(root, 'apps', area, 'web/src'))) scopes.push({ dir: `apps/${area}/web/src`, prefix: pascal(area) });
}

const problems = [];
let count = 0;
for (const { dir, prefix } of scopes) {
  // Every document of the project first: a .graphql file may spread a fragment another one defines.
  const documents = [];
  for (const file of sourceFiles(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const sources = file.endsWith('.graphql')
      ? [{ source: text, line: 1 }]
      : [...text.matchAll(/gql`([^`]*)`/g)].map((match) => ({ source: match[1], line: text.slice(0, match.index).split('\n').length }));
    for (const { source, line } of sources) {
      const where = `${relative(root, file)}:${line}`;
      if (source.includes('${')) {
        problems.push(`${where}: interpolation inside gql is not checked; use plain documents`);
        continue;
      }
      try {
        documents.push({ where, document: parse(source, parseOptions), graphqlFile: file.endsWith('.graphql') });
      } catch (error) {
        problems.push(`${where}: ${error.message}`);
      }
    }
  }
  const projectFragments = new Map();
  for (const { document, graphqlFile } of documents) {
    if (!graphqlFile) continue;
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) projectFragments.set(definition.name.value, definition);
  }
  for (const { where, document: own, graphqlFile } of documents) {
    const document = graphqlFile ? withProjectFragments(own, projectFragments) : own;
    // A file of fragments only is checked where its fragments are used.
    if (!own.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue;
    const invalid = validate(schema, document);
    for (const error of invalid) problems.push(`${where}: ${error.message}`);
    if (invalid.length === 0) for (const error of validate(schema, document, limitRules)) problems.push(`${where}: over the gateway's limits: ${error.message}`);
    for (const definition of own.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      count += 1;
      const name = definition.name?.value;
      if (!name) problems.push(`${where}: operations need a name starting with ${prefix}`);
      else if (!name.startsWith(prefix)) problems.push(`${where}: operation ${name} should start with ${prefix}`);
    }
  }
}
if (problems.length) {
  console.error(`GraphQL operations check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`GraphQL operations check: ${count} operations valid against api-schema.graphql and within the gateway's limits.`);
