import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
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
  execFileSync('node', ['tools/build/build-node.mjs', `apps/${area}/subgraph`], { cwd: root });
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
}
