#!/usr/bin/env node
// End-to-end tests: the system started exactly as `npm start` starts it, Playwright in Debian's
// Chromium (installed with apt when missing). Exports runE2e for test-all.mjs.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSystem } from '../start/system.mjs';
import { startControlServer } from './control-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${CHROMIUM}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  log('Installing Debian chromium for the browser tests (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

/** Returns { passed, failed, skipped }. */
export async function runE2e({ log = console.log, build = true, args = [] } = {}) {
  ensureChromium(log);
  // Its own database, made afresh each run: tests never depend on what an earlier run left.
  const system = await startSystem({ log, build, database: 'imali_e2e', freshDatabase: true });
  const control = await startControlServer(system);
  mkdirSync(join(root, '.run'), { recursive: true });
  const report = join(root, '.run', 'playwright.json');
  try {
    const code = await new Promise((resolve) => {
      const child = spawn('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args], {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          IMALI_E2E_URL: system.url,
          IMALI_CONTROL_URL: control.url,
          IMALI_DEMO_EMAIL: system.demo.email,
          IMALI_DEMO_PASSWORD: system.demo.password,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
          CHROMIUM_PATH: CHROMIUM,
        },
      });
      child.on('exit', (c) => resolve(c ?? 1));
    });
    let stats = { expected: 0, unexpected: code === 0 ? 0 : 1, skipped: 0, flaky: 0 };
    if (existsSync(report)) stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? stats;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected || (code === 0 ? 0 : 1), skipped: stats.skipped, code };
  } finally {
    await control.close();
    await system.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runE2e({ args: process.argv.slice(2) });
  console.log(`e2e: ${result.passed} passed, ${result.failed} failed`);
  process.exit(result.failed ? 1 : 0);
}
