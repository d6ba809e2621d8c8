#!/usr/bin/env node
// Builds one Node app (a subgraph or the gateway) with swc into dist/<projectRoot>/: the app's
// sources plus the node/any libs it can import, path aliases rewritten to relative requires,
// decorator metadata kept (Nest and MikroORM need it). Entry shims main.js / migrate.js /
// print-schema.js sit at the top of the output. About 0.5 s per app.
import { transformFile } from '@swc/core';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
const projectRoot = process.argv[2];
if (!projectRoot || !existsSync(join(root, projectRoot, 'project.json'))) {
  console.error('usage: build-node.mjs <projectRoot> [--out-root <dir>]   (e.g. apps/funeral/subgraph)');
  process.exit(2);
}
// --out-root <dir>: another folder than dist/ (tools/build/build-node.spec.ts builds into a temporary one).
const outRootFlag = process.argv.indexOf('--out-root');
const outRoot = outRootFlag > 0 ? resolve(process.argv[outRootFlag + 1]) : join(root, 'dist');
const outDir = join(outRoot, projectRoot);
const { paths } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;

function* tsFiles(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* tsFiles(path);
    else if (/\.ts$/.test(name) && !/\.(spec|int-spec)\.ts$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}
function* libRoots(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (existsSync(join(path, 'project.json'))) yield path;
    else yield* libRoots(path);
  }
}

const sources = [...tsFiles(join(root, projectRoot, 'src'))];
for (const lib of libRoots(join(root, 'libs'))) {
  const { tags = [] } = JSON.parse(readFileSync(join(lib, 'project.json'), 'utf8'));
  if (tags.includes('platform:node') || tags.includes('platform:any')) sources.push(...tsFiles(join(lib, 'src')));
}

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
    baseUrl: root,
    paths,
  },
  module: { type: 'commonjs', strictMode: true },
  sourceMaps: true,
  swcrc: false,
};

// Built beside the output and swapped in whole at the end: a service starting from dist, or
// another build of the same app (an integration run and \`npm start\` at once), never sees a
// half-written or half-deleted folder.
const staging = `${outDir}.building-${process.pid}`;
const started = Date.now();
rmSync(staging, { recursive: true, force: true });
await Promise.all(
  sources.map(async (file) => {
    const rel = relative(root, file).replace(/\.ts$/, '.js');
    const target = join(staging, rel);
    const { code, map } = await transformFile(file, { ...options, filename: file, sourceFileName: relative(dirname(target), file) });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${code}\n//# sourceMappingURL=${rel.split('/').pop()}.map\n`);
    if (map) writeFileSync(`${target}.map`, map);
  }),
);
for (const entry of ['main', 'migrate', 'print-schema', 'create-migration', 'seed', 'copy-mandates', 'staff-roles']) {
  if (existsSync(join(root, projectRoot, 'src', `${entry}.ts`))) {
    writeFileSync(join(staging, `${entry}.js`), `'use strict';\nrequire('./${projectRoot}/src/${entry}.js');\n`);
  }
}
for (const asset of ['supergraph.graphql']) {
  if (existsSync(join(root, projectRoot, asset))) copyFileSync(join(root, projectRoot, asset), join(staging, asset));
}
swapIn(staging, outDir);

/**
 * Renames `from` to `to`, moving an existing `to` aside first (rename cannot replace a folder that
 * has files). With two builds swapping at once, whichever renames last wins: both built the same.
 */
function swapIn(from, to) {
  const aside = [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      renameSync(from, to);
      break;
    } catch (error) {
      if ((error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') || attempt >= 20) throw error;
      const old = `${to}.old-${process.pid}-${attempt}`;
      try {
        renameSync(to, old);
        aside.push(old);
      } catch (moveError) {
        if (moveError.code !== 'ENOENT') throw moveError; // the other build moved it first
      }
    }
  }
  for (const old of aside) rmSync(old, { recursive: true, force: true });
}
console.log(`built ${projectRoot}: ${sources.length} files in ${Date.now() - started} ms -> ${relative(root, outDir) || outDir}`);
