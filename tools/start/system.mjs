// Starts and stops the whole system as `npm start` and the e2e tests run it: database, migrations,
// the demo seed, eight subgraphs, the gateway and the web origin; waits until all are healthy.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureDatabase, recreateDatabase, root } from '../db/database.mjs';
import { subgraphs } from '../db/subgraphs.mjs';
import { portFree, superviseService } from './supervisor.mjs';

const run = promisify(execFile);
export const GATEWAY_PORT = Number(process.env.IMALI_GATEWAY_PORT ?? 4000);
export const WEB_PORT = Number(process.env.IMALI_WEB_PORT ?? 4200);

/** Development secrets, made once per checkout and kept out of git under .data/. */
export function devSecrets() {
  const file = join(root, '.data', 'dev-secrets.json');
  mkdirSync(join(root, '.data'), { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(
      file,
      JSON.stringify({
        INTERNAL_AUTH_SECRET: randomBytes(32).toString('base64url'),
        PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        DEMO_PASSWORD: `Demo-${randomBytes(6).toString('base64url')}`,
      }),
      { mode: 0o600 },
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The staff users the identity seed reports ({ email, role } per JSON line). */
export function seededStaff(stdout) {
  const staff = [];
  for (const line of String(stdout ?? '').split('\n')) {
    try {
      const entry = JSON.parse(line);
      if (typeof entry?.msg === 'string' && entry.msg.startsWith('demo staff user') && entry.email && entry.role) staff.push({ email: entry.email, role: entry.role });
    } catch {
      // not a JSON line
    }
  }
  return staff;
}

/**
 * Starts everything. `log` gets one line per step. Returns { url, services, stop, stopService,
 * startService, demo, staff }.
 */
export async function startSystem({ log = console.log, build = true, database = 'imali', freshDatabase = false } = {}) {
  const started = Date.now();
  const logsDir = join(root, '.run', 'logs');
  mkdirSync(logsDir, { recursive: true });
  const secrets = devSecrets();
  const services = new Map();
  let db;
  let staff;

  const stop = async () => {
    await Promise.all([...services.values()].map((s) => s.stop()));
    services.clear();
    await db?.stop();
  };

  try {
    const wanted = [...subgraphs.map((s) => [s.port, `${s.name}-subgraph`]), [GATEWAY_PORT, 'gateway'], [WEB_PORT, 'web']];
    for (const [port, name] of wanted) {
      if (!(await portFree(port))) throw new Error(`port ${port} (needed by ${name}) is already in use: stop what uses it, or set IMALI_WEB_PORT / IMALI_GATEWAY_PORT.`);
    }
    if (build) {
      log('Building (cached after the first run)…');
      const t = Date.now();
      await run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], { cwd: root, maxBuffer: 64 << 20, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } }).catch(
        (error) => {
          throw new Error(`build failed:\n${(error.stdout ?? '').split('\n').slice(-40).join('\n')}${error.stderr ?? ''}`);
        },
      );
      log(`Built in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
    }
    db = await ensureDatabase({ log, database });
    if (freshDatabase) db.url = await recreateDatabase(db.url, database);
    const baseEnv = {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      HOST: '127.0.0.1',
      INTERNAL_AUTH_SECRET: secrets.INTERNAL_AUTH_SECRET,
    };
    const subgraphEnv = { ...baseEnv, DATABASE_URL: db.url, PII_ENCRYPTION_KEY: secrets.PII_ENCRYPTION_KEY };

    log('Migrating…');
    const t = Date.now();
    // Each subgraph migrates its own schema as its own step; four at a time.
    const pending = [...subgraphs];
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        for (let s = pending.shift(); s; s = pending.shift()) {
          await run('node', [`${s.dist}/migrate.js`], { cwd: root, env: subgraphEnv }).catch((error) => {
            throw new Error(`migration of ${s.name} failed: ${error.stderr || error.message}`);
          });
        }
      }),
    );
    const seeded = await run('node', ['dist/apps/identity/subgraph/seed.js'], { cwd: root, env: { ...subgraphEnv, DEMO_PASSWORD: secrets.DEMO_PASSWORD } }).catch((error) => {
      throw new Error(`seeding the demo client failed: ${error.stderr || error.message}`);
    });
    // The seed names the staff users it made (one per role); they sign in with the demo password.
    staff = seededStaff(seeded.stdout);
    log(`Migrated and seeded in ${((Date.now() - t) / 1000).toFixed(1)} s.`);

    const definitions = [
      ...subgraphs.map((s) => ({ name: `${s.name}-subgraph`, script: `${s.dist}/main.js`, env: { ...subgraphEnv, PORT: String(s.port) }, health: `http://127.0.0.1:${s.port}/health` })),
      { name: 'gateway', script: 'dist/apps/gateway/main.js', env: { ...baseEnv, PORT: String(GATEWAY_PORT) }, health: `http://127.0.0.1:${GATEWAY_PORT}/ready` },
      { name: 'web', script: 'tools/start/web-origin.mjs', env: { ...baseEnv, PORT: String(WEB_PORT), GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}` }, health: `http://127.0.0.1:${WEB_PORT}/healthz` },
    ];

    // Each service is supervised: an unexpected exit is logged and restarted (tools/start/supervisor.mjs).
    const startService = async (definition) => {
      const service = superviseService(definition, { cwd: root, logsDir, log });
      services.set(definition.name, service);
      await service.ready;
      return service;
    };
    log('Starting services…');
    await Promise.all(definitions.map(startService));
    writeFileSync(
      join(root, '.run', 'system.json'),
      JSON.stringify({ url: `http://localhost:${WEB_PORT}`, services: Object.fromEntries([...services].map(([n, s]) => [n, { pid: s.child.pid, health: s.health }])) }, null, 2),
    );

    return {
      url: `http://localhost:${WEB_PORT}`,
      elapsedMs: Date.now() - started,
      demo: { email: 'demo@imali.local', password: secrets.DEMO_PASSWORD },
      /** Development staff users, one per role (same password as the demo client). */
      staff: staff ?? [],
      secrets,
      services,
      stop,
      /** For e2e: stop one service and start it again. */
      async stopService(name) {
        const service = services.get(name);
        if (!service) throw new Error(`no service ${name}`);
        await service.stop();
      },
      async startService(name) {
        const definition = definitions.find((d) => d.name === name);
        if (!definition) throw new Error(`no service ${name}`);
        return startService(definition);
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
