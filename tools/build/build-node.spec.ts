// tools/build/build-node.mjs: three builds of one app at once (an integration run, `npm start`
// and an e2e run started together) leave one whole build and nothing else behind.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('build-node', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'imali-build-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('swaps each build in whole: three at once leave one complete output, no staging or old folders', async () => {
    const build = () => run(process.execPath, ['tools/build/build-node.mjs', 'apps/clearance/subgraph', '--out-root', out], { cwd: root });
    const [first] = await Promise.all([build(), build(), build()]);
    const count = Number(/: (\d+) files/.exec(first.stdout)?.[1]);
    expect(count).toBeGreaterThan(50);
    const app = join(out, 'apps/clearance/subgraph');
    expect(existsSync(join(app, 'main.js'))).toBe(true);
    // Every compiled source (the entry shims sit at the top, beside apps/ and libs/).
    expect(files(app).filter((file) => file.endsWith('.js') && !file.slice(app.length + 1).startsWith('main.js') && file.slice(app.length + 1).includes('/'))).toHaveLength(count);
    expect(readdirSync(join(out, 'apps/clearance'))).toEqual(['subgraph']);
  }, 60_000);
});
