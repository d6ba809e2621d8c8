import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, testDatabaseUrl } from './test-subgraph';

const root = join(__dirname, '../../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface BuiltSubgraph {
  /** Base URL, e.g. http://127.0.0.1:40123 (append /graphql or /internal/...). */
  url: string;
  stop: () => void;
}

/**
 * Builds, migrates and starts another area's subgraph as its own process (how a test reaches a
 * neighbour without importing its code, which module boundaries forbid).
 */
export async function startBuiltSubgraph(area: string, extraEnv: Record<string, string> = {}): Promise<BuiltSubgraph> {
  const env = {
    PATH: process.env['PATH'],
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: testDatabaseUrl(),
    INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
    PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
    ...extraEnv,
  };
  // Test files run in parallel and the build empties dist/apps/<area>/subgraph first: one build
  // per test run, and no build while another file's copy is still loading from that folder.
  return withBuildLock(area, async () => {
    const marker = join(root, 'dist', 'apps', area, 'subgraph', '.test-run');
    const built = existsSync(marker) && readFileSync(marker, 'utf8') === env.DATABASE_URL;
    if (!built) {
      execFileSync('node', ['tools/build/build-node.mjs', `apps/${area}/subgraph`], { cwd: root });
      writeFileSync(marker, env.DATABASE_URL);
    }
    execFileSync('node', [`dist/apps/${area}/subgraph/migrate.js`], { cwd: root, env });
    const port = await freePort();
    const child = spawn('node', [`dist/apps/${area}/subgraph/main.js`], { cwd: root, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 150; i++) {
      try {
        if ((await fetch(`${url}/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`${area} subgraph did not start`);
  });
}

/** Runs `work` holding a lock directory (mkdir is atomic); a lock left by a dead run goes after 2 minutes. */
async function withBuildLock<T>(area: string, work: () => Promise<T>): Promise<T> {
  const lock = join(root, 'dist', `.build-${area}.lock`);
  mkdirSync(join(root, 'dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
