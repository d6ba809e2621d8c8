// npm start's supervision (tools/start/supervisor.mjs), through testing/supervise-driver.mjs
// with a stand-in service: a killed service comes back, a crash loop backs off, a stop is final.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Event = { log?: string; ready?: number; failed?: string; stopped?: boolean; restarts?: number; exitCode?: number | null; signal?: string | null };

class Driver {
  readonly events: Event[] = [];
  private readonly waiters: Array<() => void> = [];
  readonly process: ChildProcess;

  constructor(env: Record<string, string>) {
    this.process = spawn(process.execPath, ['tools/start/testing/supervise-driver.mjs'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env } });
    let buffer = '';
    this.process.stdout?.on('data', (chunk) => {
      buffer += String(chunk);
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) this.events.push(JSON.parse(line) as Event);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  async next(match: (event: Event) => boolean, timeoutMs = 15_000): Promise<Event> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event; saw ${JSON.stringify(this.events)}`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 200);
      });
    }
  }
}

async function healthPid(port: number): Promise<number | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return ((await response.json()) as { pid: number }).pid;
  } catch {
    return undefined;
  }
}

describe('npm start supervises its services', () => {
  let driver: Driver | undefined;
  // Closing the driver's stdin stops the service and the driver; SIGKILL only if that hangs.
  afterEach(async () => {
    const running = driver?.process;
    driver = undefined;
    if (!running || running.exitCode !== null || running.signalCode) return;
    await new Promise<void>((done) => {
      const force = setTimeout(() => running.kill('SIGKILL'), 5000);
      running.once('exit', () => {
        clearTimeout(force);
        done();
      });
      running.stdin?.end();
    });
  });

  it('restarts a service killed with SIGKILL, logs it, and a deliberate stop does not restart it', async () => {
    const port = await freePort();
    driver = new Driver({ PORT: String(port), BACKOFF: JSON.stringify({ firstMs: 200, maxMs: 1000, stableMs: 30_000 }) });
    const { ready: first } = await driver.next((e) => e.ready !== undefined);
    expect(await healthPid(port)).toBe(first);

    process.kill(first!, 'SIGKILL');
    await driver.next((e) => /\[tiny\] stopped unexpectedly \(SIGKILL/.test(e.log ?? ''));
    await driver.next((e) => /\[tiny\] healthy again/.test(e.log ?? ''));
    const second = await healthPid(port);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    driver.process.stdin?.write('stop\n');
    const after = await driver.next((e) => e.restarts !== undefined);
    expect(after.restarts).toBe(1);
    expect(after.signal ?? after.exitCode).not.toBeNull();
    expect(await healthPid(port)).toBeUndefined();
    expect(driver.events.filter((e) => /restarted/.test(e.log ?? ''))).toHaveLength(1);
  }, 30_000);

  it('does not restart onto a port another process has taken, and restarts once it is free', async () => {
    const port = await freePort();
    driver = new Driver({ PORT: String(port), BACKOFF: JSON.stringify({ firstMs: 1000, maxMs: 1000, stableMs: 30_000 }) });
    const { ready: first } = await driver.next((e) => e.ready !== undefined);
    process.kill(first!, 'SIGKILL');
    await driver.next((e) => /stopped unexpectedly/.test(e.log ?? ''));
    // Someone else's server takes the port before the restart: it must not count as "healthy".
    const squatter = http.createServer((_req, res) => res.end(JSON.stringify({ pid: -1 })));
    await new Promise<void>((done) => squatter.listen(port, '127.0.0.1', done));
    try {
      await driver.next((e) => new RegExp(`port ${port} is in use by another process`).test(e.log ?? ''));
      expect(driver.events.some((e) => /restarted|healthy again/.test(e.log ?? ''))).toBe(false);
    } finally {
      await new Promise<void>((done) => squatter.close(() => done()));
    }
    await driver.next((e) => /healthy again/.test(e.log ?? ''));
    const pid = await healthPid(port);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(first);
  }, 30_000);

  it('does not start a service onto a port another process holds (its health check would answer for it)', async () => {
    const port = await freePort();
    const squatter = http.createServer((_req, res) => res.end(JSON.stringify({ pid: -1 })));
    await new Promise<void>((done) => squatter.listen(port, '127.0.0.1', done));
    try {
      driver = new Driver({ PORT: String(port), BACKOFF: JSON.stringify({ firstMs: 100, maxMs: 100, stableMs: 30_000 }) });
      const { failed } = await driver.next((e) => e.failed !== undefined || e.ready !== undefined);
      expect(failed).toMatch(new RegExp(`port ${port} \\(needed by tiny\\) is already in use`));
    } finally {
      await new Promise<void>((done) => squatter.close(() => done()));
    }
  }, 30_000);

  it('backs off while a service keeps crashing (doubling, up to the maximum)', async () => {
    const port = await freePort();
    driver = new Driver({ PORT: String(port), CRASH_AFTER_MS: '400', BACKOFF: JSON.stringify({ firstMs: 100, maxMs: 400, stableMs: 30_000 }) });
    await driver.next((e) => e.ready !== undefined);
    await driver.next((e) => (e.log ?? '').includes('restarting in 0.4 s') && driver!.events.filter((x) => (x.log ?? '').includes('restarting in 0.4 s')).length >= 2, 20_000);
    const waits = driver.events.map((e) => /restarting in ([\d.]+) s/.exec(e.log ?? '')?.[1]).filter(Boolean);
    expect(waits.slice(0, 4)).toEqual(['0.1', '0.2', '0.4', '0.4']);
    expect(driver.events.some((e) => /stopped unexpectedly \(exit code 1/.test(e.log ?? ''))).toBe(true);
  }, 30_000);
});
