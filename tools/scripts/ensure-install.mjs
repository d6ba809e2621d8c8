#!/usr/bin/env node
// `npm start` and `npm test` begin here: on a fresh clone (or after package-lock.json changed)
// run `npm install` (not `npm ci`: see STACK.md), so no global installs or manual steps are needed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const stamp = join(root, 'node_modules', '.imali-install-stamp');
const lock = readFileSync(join(root, 'package-lock.json'));
const hash = createHash('sha256').update(lock).update(readFileSync(join(root, 'package.json'))).digest('hex');

const major = Number(process.versions.node.split('.')[0]);
if (major !== 20) console.warn(`Imali is pinned to Node 20 (found ${process.versions.node}); other versions may not work.`);

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(join(root, 'node_modules', '.bin', 'nx'))) process.exit(0);
console.log('Installing dependencies (npm install)…');
const started = Date.now();
execSync('npm install --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
writeFileSync(stamp, hash);
console.log(`Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`);
