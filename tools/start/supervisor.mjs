// One service process of `npm start`, kept running: started, waited on until healthy, and
// restarted whenever it exits without being asked to, so one crash never leaves the product down.
// Restarts back off (0.5 s, doubling to 10 s; back to 0.5 s once a run has stayed up 30 s) and
// are logged; a deliberate stop never restarts.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

export const BACKOFF = { firstMs: 500, maxMs: 10_000, stableMs: 30_000 };

/** The wait before the next restart, given the last wait (0: none yet) and how long the run lasted. */
export function nextBackoff(lastMs, upMs, { firstMs, maxMs, stableMs } = BACKOFF) {
  if (!lastMs || upMs >= stableMs) return firstMs;
  return Math.min(lastMs * 2, maxMs);
}

/** Whether nothing listens on `port` (127.0.0.1). */
export function portFree(port) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/** Polls `url` until it answers 2xx; fails early when `child` exits. */
export async function waitFor(url, { timeoutMs, child, name }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`${name} exited with ${child.signalCode ?? `code ${child.exitCode}`} while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts `definition` ({ name, script, env, health }) under supervision. The handle's `ready`
 * resolves once it is healthy (rejects, and stops it, if it never gets there); `child` is always
 * the current process; `stop()` ends it for good.
 */
export function superviseService(definition, { cwd, logsDir, log = console.log, backoff = BACKOFF, healthTimeoutMs = 45_000 }) {
  const { name } = definition;
  let stderr = '';
  let lastDelay = 0;
  let restartTimer;
  let healthy = false;
  const handle = {
    ...definition,
    child: undefined,
    stopping: false,
    restarts: 0,
    stderrTail: () => stderr,
    stop() {
      handle.stopping = true;
      clearTimeout(restartTimer);
      const { child } = handle;
      return new Promise((done) => {
        if (!child || child.exitCode !== null || child.signalCode) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 8000).unref();
      });
    },
  };

  const launch = () => {
    const out = createWriteStream(join(logsDir, `${name}.log`), { flags: 'a' });
    // IMALI_SERVICE_NODE_ARGS: extra node flags for the services, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    const nodeArgs = (process.env.IMALI_SERVICE_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, definition.script], { cwd, env: definition.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const startedAt = Date.now();
    child.stdout.pipe(out);
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
      out.write(chunk);
    });
    // Errors reach the console too; everything is in .run/logs/<service>.log.
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.includes('"level":"error"')) log(`[${name}] ${line}`);
    });
    child.once('exit', (code, signal) => {
      if (handle.stopping || handle.child !== child) return;
      const why = `${signal ?? `exit code ${code}`}. ${stderr.trim().split('\n').slice(-3).join(' ')}`.trim();
      // Before it was ever healthy, starting failed: the caller reports that, nothing restarts.
      if (!healthy) return log(`[${name}] stopped (${why})`);
      lastDelay = nextBackoff(lastDelay, Date.now() - startedAt, backoff);
      log(`[${name}] stopped unexpectedly (${why}); restarting in ${lastDelay / 1000} s`);
      restartAfter(lastDelay);
    });
    handle.child = child;
    return child;
  };

  // Another process on the service's port would answer its health check in its place (and the
  // restart would only fail again): wait, backing off, until the port is free.
  const port = Number(new URL(definition.health).port);
  const restartAfter = (delay) => {
    restartTimer = setTimeout(async () => {
      if (handle.stopping) return;
      if (port && !(await portFree(port))) {
        if (handle.stopping) return;
        lastDelay = nextBackoff(lastDelay, 0, backoff);
        log(`[${name}] port ${port} is in use by another process; trying again in ${lastDelay / 1000} s`);
        return restartAfter(lastDelay);
      }
      if (handle.stopping) return;
      handle.restarts += 1;
      const next = launch();
      log(`[${name}] restarted (pid ${next.pid})`);
      waitFor(definition.health, { timeoutMs: healthTimeoutMs, child: next, name }).then(
        () => log(`[${name}] healthy again`),
        () => undefined, // its exit (if any) is logged and restarted above
      );
    }, delay);
  };

  handle.ready = (async () => {
    // Checked again right before the start (npm start checked them before its build, minutes
    // ago): another stack started since would answer this one's health check.
    if (port && !(await portFree(port))) throw new Error(`port ${port} (needed by ${name}) is already in use: stop what uses it.`);
    if (handle.stopping) throw new Error(`${name} was stopped while starting`);
    const first = launch();
    await waitFor(definition.health, { timeoutMs: healthTimeoutMs, child: first, name });
    healthy = !handle.stopping;
  })().catch(async (error) => {
    await handle.stop();
    throw new Error(`${error.message}\n${stderr.trim()}`.trim());
  });
  handle.ready.catch(() => undefined); // whoever awaits ready gets the error; nobody else must
  return handle;
}
