import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectSharedImports } from '../webpack/shared-facades';

const script = join(__dirname, 'check-shared-exports.mjs');
const list = (provided: Record<string, string[]>) => {
  const file = join(mkdtempSync(join(tmpdir(), 'shared-exports-')), 'shared-exports.json');
  writeFileSync(file, JSON.stringify(provided));
  return file;
};
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('check-shared-exports (a remote released against the running shell)', () => {
  it('passes when the shell provides every shared name the remote imports', () => {
    const everything = Object.fromEntries(collectSharedImports());
    const result = run(list(everything), 'funeral');
    expect(result.stdout).toContain('provides every shared name');
    expect(result.status).toBe(0);
  });

  it('fails naming what an older shell lacks', () => {
    const everything = Object.fromEntries(collectSharedImports());
    const older = { ...everything, 'react-router-dom': (everything['react-router-dom'] ?? []).filter((name) => name !== 'useNavigate') };
    const result = run(list(older), 'funeral');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/react-router-dom: .*useNavigate/);
    expect(result.stderr).toContain('release the shell first');
  });

  it('fails when the shell has no list (built before the check existed)', () => {
    const result = run(join(tmpdir(), 'no-such-dir', 'shared-exports.json'), 'funeral');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('release the shell first');
  });
});
