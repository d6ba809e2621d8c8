#!/usr/bin/env node
// npm test: lint (with module boundaries and the tag check), typecheck, generated files up to
// date, unit tests, integration tests against a real PostgreSQL, a new area generated end to end
// (tools/generators/smoke.mjs), build, the bundle budgets, end-to-end tests in
// Chromium against the system as `npm start` runs it, and the security attacks (tools/security).
// Ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runE2e } from './e2e.mjs';
import { runSecurity } from '../security/run.mjs';
import { checkBundleBudgets } from './bundle-budget.mjs';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const t0 = Date.now();
const timings = [];
let passed = 0;
let failed = 0;
const problems = [];

function sh(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function step(name, fn) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const ok = await fn();
  timings.push(`${name} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (!ok) problems.push(name);
  return ok;
}

async function jest(project) {
  mkdirSync(join(root, '.run'), { recursive: true });
  const out = join(root, '.run', `jest-${project}.json`);
  rmSync(out, { force: true });
  const code = await sh('npx', ['jest', '--selectProjects', project, '--ci', '--json', '--outputFile', out]);
  if (existsSync(out)) {
    const result = JSON.parse(readFileSync(out, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
    if (result.numTotalTests === 0) {
      console.error(`jest ${project}: no tests ran`);
      return false;
    }
  } else failed += 1;
  return code === 0;
}

await step('lint', async () => (await sh('node', ['tools/scripts/lint.mjs'])) === 0);
await step('typecheck', async () => (await sh('npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit'])) === 0 && (await sh('npx', ['tsc', '-p', 'tsconfig.web.json', '--noEmit'])) === 0);
await step('generated files up to date, operations valid', async () => (await sh('node', ['tools/scripts/generate.mjs', '--check'])) === 0 && (await sh('node', ['tools/scripts/check-operations.mjs'])) === 0);
await step('unit tests', () => jest('unit'));
await step('integration tests (PostgreSQL)', () => jest('integration'));
// A new area from the one generator command builds, typechecks, starts and passes its tests.
await step('area generator (a new area end to end)', async () => {
  const ok = (await sh('node', ['tools/generators/smoke.mjs'])) === 0;
  if (ok) passed += 1;
  else failed += 1;
  return ok;
});
const built = await step('build', async () => (await sh('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'])) === 0);
if (built) {
  // Issue 12: the first page's JavaScript, each remote's, and no singleton twice (the build's files in Chromium).
  await step('bundle budgets', async () => {
    try {
      const result = await checkBundleBudgets();
      passed += result.passed;
      failed += result.failed;
      return result.failed === 0;
    } catch (error) {
      console.error(`bundle budgets could not run: ${error.message}`);
      failed += 1;
      return false;
    }
  });
  await step('end-to-end tests (Chromium)', async () => {
    try {
      const result = await runE2e({ build: false });
      passed += result.passed;
      failed += result.failed;
      return result.failed === 0 && result.code === 0;
    } catch (error) {
      console.error(`e2e could not run: ${error.message}`);
      failed += 1;
      return false;
    }
  });
  // The same build, its own stack and database: attacks never share state with the e2e run.
  await step('security attacks', async () => {
    try {
      const result = await runSecurity({ build: false });
      passed += result.passed;
      failed += result.failed;
      return result.failed === 0;
    } catch (error) {
      console.error(`security could not run: ${error.message}`);
      failed += 1;
      return false;
    }
  });
} else {
  problems.push('bundle budgets (skipped: build failed)');
  problems.push('end-to-end tests (skipped: build failed)');
  problems.push('security attacks (skipped: build failed)');
}

console.log(`\n${timings.join(' | ')} | total ${((Date.now() - t0) / 60000).toFixed(1)} min`);
if (problems.length) console.log(`Failed steps: ${problems.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
