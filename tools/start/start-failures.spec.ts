import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '../..');

describe('npm start failures are reported clearly', () => {
  let busy: Server;
  let port: number;

  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    port = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('names a port that is already in use and starts nothing', () => {
    const result = spawnSync('node', ['tools/start/start.mjs'], {
      cwd: root,
      env: { ...process.env, IMALI_WEB_PORT: String(port), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/imali' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/npm start failed: port \d+ \(needed by [\w-]+\) is already in use/);
  });
});
