#!/usr/bin/env node
// Generated, committed files, made from code (never from a running server):
//   apps/<area>/subgraph/schema.graphql   each subgraph's federated SDL (printed from its Nest app)
//   apps/gateway/supergraph.graphql       composed from those SDL files with @apollo/composition
//   apps/gateway/api-schema.graphql       the client-facing schema (what the web remotes may query)
// `--check` regenerates in memory and fails when a committed file is stale.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { subgraphs } from '../db/subgraphs.mjs';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const started = Date.now();

async function printSdl(subgraph) {
  await run('node', ['tools/build/build-node.mjs', subgraph.root], { cwd: root });
  const { stdout } = await run('node', [`${subgraph.dist}/print-schema.js`], { cwd: root, env: { ...process.env, LOG_LEVEL: 'error' }, maxBuffer: 16 << 20 });
  return stdout;
}

// Two at a time: this machine has two cores.
const sdl = {};
const queue = [...subgraphs];
await Promise.all(
  [0, 1].map(async () => {
    for (let s = queue.shift(); s; s = queue.shift()) sdl[s.name] = await printSdl(s);
  }),
);

const composed = composeServices(
  subgraphs.map((s) => ({ name: s.name, url: `http://127.0.0.1:${s.port}/graphql`, typeDefs: parse(sdl[s.name]) })),
);
if (composed.errors) {
  console.error(`Composition failed:\n${composed.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  process.exit(1);
}
const outputs = {
  ...Object.fromEntries(subgraphs.map((s) => [join(s.root, 'schema.graphql'), sdl[s.name]])),
  'apps/gateway/supergraph.graphql': `${composed.supergraphSdl.trim()}\n`,
  'apps/gateway/api-schema.graphql': `${printSchema(composed.schema.toAPISchema().toGraphQLJSSchema()).trim()}\n`,
};

const stale = [];
for (const [path, content] of Object.entries(outputs)) {
  const full = join(root, path);
  const current = existsSync(full) ? readFileSync(full, 'utf8') : null;
  if (current === content) continue;
  if (check) stale.push(path);
  else {
    writeFileSync(full, content);
    console.log(`wrote ${path}`);
  }
}
if (stale.length) {
  console.error(`Generated files are stale; run \`npm run generate\` and commit:\n${stale.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`generated files ${check ? 'are up to date' : 'written'} (${Object.keys(outputs).length} files, ${Date.now() - started} ms)`);
