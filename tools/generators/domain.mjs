#!/usr/bin/env node
// Local generator: `node tools/generators/domain.mjs <area>` writes libs/<area>/domain, the
// area's pure TypeScript rules (states, limits, labels, pricing) shared by its subgraph and its
// web remote, and adds its path alias `@imali/<area>/domain` to tsconfig.base.json. Tags come
// from the registry (areas.json) plus type:domain and platform:any, so lint keeps it free of
// React, Nest and MikroORM. Existing files are kept. Usually run through
// `node tools/generators/area.mjs <area>`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { areas } from '../areas.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** The files of an area's domain library, by path from the workspace root. */
export function domainFiles(area) {
  const registered = areas.find((a) => a.name === area && a.kind === 'area');
  if (!registered) throw new Error(`${area}: not an area in areas.json`);
  const base = `libs/${area}/domain`;
  const words = area.replace(/-/g, ' ');
  return {
    [`${base}/project.json`]: `${JSON.stringify(
      {
        name: `${area}-domain`,
        $schema: '../../../node_modules/nx/schemas/project-schema.json',
        sourceRoot: `${base}/src`,
        projectType: 'library',
        tags: [...registered.tags, 'type:domain', 'platform:any'],
        targets: { test: {}, lint: {} },
      },
      null,
      2,
    )}\n`,
    [`${base}/src/index.ts`]:
      `// @imali/${area}/domain: the ${words} area's rules in plain TypeScript (states and their\n` +
      `// transitions, limits, labels, calculations), used by the ${words} subgraph and its web remote.\n` +
      `// One file per rule in lib/, each with a table-driven *.spec.ts beside it; nothing here may\n` +
      `// import React, Nest or MikroORM (lint: platform:any). Export each rule from this file.\n` +
      `export {};\n`,
  };
}

/** tsconfig.base.json with the area's alias added after the last `@imali/...` path (text kept as is). */
export function withDomainAlias(tsconfig, area) {
  const alias = `"@imali/${area}/domain"`;
  if (tsconfig.includes(alias)) return tsconfig;
  const lines = tsconfig.split('\n');
  const last = lines.findLastIndex((line) => /^\s*"@imali\/[^"]+": \[/.test(line));
  if (last < 0) throw new Error('tsconfig.base.json: no "@imali/..." path to add the alias after');
  const indent = /^\s*/.exec(lines[last])[0];
  if (!lines[last].trimEnd().endsWith(',')) lines[last] = `${lines[last].trimEnd()},`;
  const entry = `${indent}${alias}: ["./libs/${area}/domain/src/index.ts"]${lines[last + 1]?.trim().startsWith('"') ? ',' : ''}`;
  lines.splice(last + 1, 0, entry);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const area = process.argv[2];
  if (!areas.some((a) => a.name === area && a.kind === 'area')) {
    console.error(`usage: domain.mjs <${areas.filter((a) => a.kind === 'area').map((a) => a.name).join('|')}> (add the area to areas.json first)`);
    process.exit(2);
  }
  for (const [path, content] of Object.entries(domainFiles(area))) {
    const full = join(root, path);
    if (existsSync(full)) {
      console.log(`exists, kept: ${path}`);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    console.log(`wrote ${path}`);
  }
  const tsconfigPath = join(root, 'tsconfig.base.json');
  const before = readFileSync(tsconfigPath, 'utf8');
  const after = withDomainAlias(before, area);
  if (after !== before) {
    writeFileSync(tsconfigPath, after);
    console.log(`added @imali/${area}/domain to tsconfig.base.json`);
  }
}
