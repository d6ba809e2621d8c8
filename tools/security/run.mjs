#!/usr/bin/env node
// npm run test:security: the attacks of issue 10 (holes and weaknesses) sent over HTTP to the
// system as `npm start` runs it: the web origin, and the subgraph ports for the gateway-only guard.
// One line per family with counts, then "security: N passed, N failed"; exits non-zero on any
// attack that got through. Exports runSecurity for test-all.mjs.
//   node tools/security/run.mjs [--only fam1,fam2] [--no-build] [--verbose] [--trace (every attack)]
//   node tools/security/run.mjs --serve      start the stack and keep it (for working on attacks)
//   node tools/security/run.mjs --attach     run against the stack --serve keeps
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { startSystem, devSecrets, GATEWAY_PORT, WEB_PORT } from '../start/system.mjs';
import { subgraphs } from '../db/subgraphs.mjs';
import { loadApiSchema, rootFields } from './schema.mjs';
import * as headers from './families/headers.mjs';
import * as guardBypass from './families/guard-bypass.mjs';
import * as csrf from './families/csrf.mjs';
import * as passwords from './families/passwords.mjs';
import * as limits from './families/limits.mjs';
import * as guestSale from './families/guest-sale.mjs';
import * as signupTakeover from './families/signup-takeover.mjs';
import * as otpEnforced from './families/otp-enforced.mjs';
import * as crossClient from './families/cross-client.mjs';
import * as counters from './families/counters.mjs';
import * as fuzz from './families/fuzz.mjs';
import * as webOrigin from './families/web-origin.mjs';

// Order matters: the counters exhaust this address's limits and the web-origin family may take
// the origin down, so both come after the families that need a working product.
export const families = [headers, guardBypass, csrf, limits, passwords, guestSale, signupTakeover, otpEnforced, crossClient, counters, fuzz, webOrigin];

const SERVE_MARK = join(new URL('../..', import.meta.url).pathname, '.run', 'security-serve.json');

function servedStackUp() {
  if (!existsSync(SERVE_MARK)) return false;
  try {
    process.kill(JSON.parse(readFileSync(SERVE_MARK, 'utf8')).pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portFree(port) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** Another stack (e2e, someone's npm start) holds the fixed ports: wait for it rather than fail. */
async function waitForPorts(log, timeoutMs) {
  const ports = [WEB_PORT, GATEWAY_PORT, ...subgraphs.map((s) => s.port)];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = [];
    for (const port of ports) if (!(await portFree(port))) busy.push(port);
    if (!busy.length) return;
    if (Date.now() > deadline) throw new Error(`ports ${busy.join(', ')} are still in use after ${timeoutMs / 1000} s`);
    log(`security: ports ${busy.join(', ')} in use (another stack is running); waiting…`);
    await new Promise((r) => setTimeout(r, 15_000));
  }
}

/** Restarts so far per supervised service ({ name: count }), or null without supervision (--attach). */
function restarts(system) {
  const services = system.services ? [...system.services] : [];
  if (!services.length || services.some(([, s]) => typeof s.restarts !== 'number')) return null;
  return Object.fromEntries(services.map(([name, s]) => [name, s.restarts]));
}

/** Runs the families against a running system ({ url, secrets, demo }). */
export async function attackSystem(system, { log = console.log, only, verbose = false, trace = false } = {}) {
  const schema = loadApiSchema();
  const ctx = {
    url: system.url,
    gatewayUrl: `http://127.0.0.1:${GATEWAY_PORT}`,
    subgraphs: subgraphs.map((s) => ({ name: s.name, port: s.port })),
    secrets: system.secrets,
    demo: system.demo,
    schema,
    fields: rootFields(schema),
    log,
    shared: {},
  };
  let passed = 0;
  let failed = 0;
  const lines = [];
  for (const family of families) {
    if (only && !only.includes(family.name)) continue;
    const results = [];
    const t = Date.now();
    const attack = (name, ok, detail) => {
      results.push({ name, ok: Boolean(ok), detail });
      if (trace) log(`  ${ok ? 'refused' : 'THROUGH'}  ${name}${detail ? ` — ${ok ? 'answer: ' : ''}${String(detail).replace(/\s+/g, ' ').slice(0, 160)}` : ''}`);
    };
    const restartsBefore = restarts(system);
    try {
      await family.run(ctx, attack);
    } catch (error) {
      // A family that cannot finish (its set-up failed) counts as one failure, with the reason.
      attack('the family could not finish', false, error.message.split('\n').slice(0, 3).join(' '));
    }
    // npm start restarts a service that exits, so health alone would hide a crash: count restarts.
    if (restartsBefore) {
      const after = restarts(system);
      const crashed = Object.keys(after).filter((n) => after[n] !== restartsBefore[n]);
      attack('no service exited during the family', !crashed.length, `restarted: ${crashed.join(', ')}`);
    }
    const through = results.filter((r) => !r.ok);
    passed += results.length - through.length;
    failed += through.length;
    const line = `${family.name}: ${results.length} attacks, ${results.length - through.length} refused, ${through.length} got through (${((Date.now() - t) / 1000).toFixed(1)} s)`;
    lines.push(line);
    log(line);
    for (const r of through.slice(0, verbose ? through.length : 6)) log(`  got through: ${r.name}${r.detail ? ` — ${String(r.detail).replace(/\s+/g, ' ').slice(0, 220)}` : ''}`);
    if (!verbose && through.length > 6) log(`  … and ${through.length - 6} more (--verbose lists them)`);
  }
  return { passed, failed, lines };
}

/** Starts its own stack (own fresh database), attacks it, stops it. Returns { passed, failed }. */
export async function runSecurity({ log = console.log, build = true, only, verbose = false, trace = false, waitForPortsMs = 10 * 60_000 } = {}) {
  await waitForPorts(log, waitForPortsMs);
  const t0 = Date.now();
  const system = await startSystem({ log: (line) => (/\[.*\] /.test(line) ? undefined : log(line)), build, database: 'imali_security', freshDatabase: true });
  log(`security: system up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Interrupted: the stack still goes down (its ports are the machine's only ones).
  const interrupted = async () => {
    await system.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    return await attackSystem(system, { log, only, verbose, trace });
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await system.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const flag = (name) => args.includes(name);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args[onlyAt + 1].split(',') : undefined;
  const t0 = Date.now();
  if (flag('--serve')) {
    await waitForPorts(console.log, 10 * 60_000);
    const system = await startSystem({ build: !flag('--no-build'), database: 'imali_security', freshDatabase: true });
    writeFileSync(SERVE_MARK, JSON.stringify({ pid: process.pid }));
    console.log(`security stack up at ${system.url} (pid ${process.pid}); Ctrl-C or SIGTERM stops it`);
    const stop = async () => {
      rmSync(SERVE_MARK, { force: true });
      await system.stop();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } else {
    let result;
    if (flag('--attach') && !servedStackUp()) {
      // The ports may be someone else's stack (e2e, npm start): never attack what --serve did not start.
      console.error('security: no stack from `run.mjs --serve` is running; start one first.');
      process.exit(1);
    }
    try {
      result = flag('--attach')
        ? await attackSystem({ url: `http://localhost:${WEB_PORT}`, secrets: devSecrets(), demo: { email: 'demo@imali.local', password: devSecrets().DEMO_PASSWORD } }, { only, verbose: flag('--verbose'), trace: flag('--trace') })
        : await runSecurity({ build: !flag('--no-build'), only, verbose: flag('--verbose'), trace: flag('--trace') });
    } catch (error) {
      console.error(`security could not run: ${error.message}`);
      result = { passed: 0, failed: 1 };
    }
    console.log(`security: ${result.passed} passed, ${result.failed} failed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    process.exit(result.failed ? 1 : 0);
  }
}
