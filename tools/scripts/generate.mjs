#!/usr/bin/env node
// Generated, committed files, made from code (never from a running server):
//   apps/<area>/subgraph/schema.graphql   each subgraph's federated SDL (printed from its Nest app)
//   apps/gateway/supergraph.graphql       composed from those SDL files with @apollo/composition
//   apps/gateway/api-schema.graphql       the client-facing schema (what the web remotes may query)
//   apps/shell/remotes.json               the runtime remotes manifest, from the area registry (areas.json)
//   docker/k8s/configmap.yaml             its imali-remotes copy of that manifest (the rest of the file is kept)
//   <web project>/src/gql/                the web operations' types and documents, from api-schema.graphql
//                                         (GraphQL Code Generator, each web project's Nx `codegen` target)
// `--check` regenerates in memory and fails when a committed file is stale.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { remotesManifest, subgraphs } from '../areas.mjs';

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

/** The configmap with its `remotes.json: |` block (the file's last key) replaced by the registry's manifest. */
function withRemotesManifest(yaml) {
  const marker = '  remotes.json: |\n';
  const at = yaml.indexOf(marker);
  if (at < 0) throw new Error(`docker/k8s/configmap.yaml: no "${marker.trim()}" block`);
  const block = remotesManifest().trimEnd().split('\n').map((line) => `    ${line}`).join('\n');
  return `${yaml.slice(0, at + marker.length)}${block}\n`;
}

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
  'apps/shell/remotes.json': remotesManifest(),
  'docker/k8s/configmap.yaml': withRemotesManifest(readFileSync(join(root, 'docker/k8s/configmap.yaml'), 'utf8')),
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

// The web operations' types, from the API schema just written (or, with --check, the committed one,
// which matches what would be written, as checked above). codegen --check fails on a stale file.
try {
  await run('npx', ['nx', 'run-many', '-t', 'codegen', '--parallel=2', '--outputStyle=static', ...(check ? ['--args=--check --errors-only'] : ['--args=--errors-only'])], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' },
    maxBuffer: 64 << 20,
  });
} catch (error) {
  console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`);
  console.error(check ? 'Generated web types (src/gql/) are stale or the operations are invalid; run `npm run generate` and commit.' : 'Web codegen failed.');
  process.exit(1);
}
console.log(`generated files ${check ? 'are up to date' : 'written'} (${Object.keys(outputs).length} files and the web projects' src/gql/, ${Date.now() - started} ms)`);
