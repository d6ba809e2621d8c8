#!/usr/bin/env node
// Fails when an Nx project lacks its scope/type/platform tags: module-boundary rules only
// mean something while every project carries them (ARCHITECTURE.md, "Boundaries").
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { areas } from '../areas.mjs';

const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
const required = ['scope', 'type', 'platform'];
const allowed = {
  // The areas' scopes come from the registry (areas.json).
  scope: ['shared', 'shell', 'gateway', 'e2e', ...areas.map((a) => a.name)],
  type: ['app', 'domain', 'ui', 'web', 'nest', 'integration', 'util', 'e2e'],
  platform: ['web', 'node', 'any'],
};

function* projectFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* projectFiles(path);
    else if (name === 'project.json') yield path;
  }
}

const problems = [];
let count = 0;
for (const top of ['apps', 'libs', 'e2e']) {
  if (!existsSync(join(root, top))) continue;
  for (const file of projectFiles(join(root, top))) {
    count += 1;
    const project = JSON.parse(readFileSync(file, 'utf8'));
    const tags = project.tags ?? [];
    for (const kind of required) {
      const values = tags.filter((t) => t.startsWith(`${kind}:`)).map((t) => t.slice(kind.length + 1));
      if (values.length !== 1) problems.push(`${relative(root, file)}: needs exactly one "${kind}:" tag (has ${values.length})`);
      else if (!allowed[kind].includes(values[0])) problems.push(`${relative(root, file)}: unknown tag "${kind}:${values[0]}"`);
    }
  }
}
if (count === 0) problems.push('no project.json found under apps/, libs/ or e2e/');
if (problems.length) {
  console.error(`Project tags check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Project tags check: ${count} projects tagged scope/type/platform.`);
