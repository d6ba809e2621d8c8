import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'check-operations.mjs');

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ops-'));
  const all = { 'apps/gateway/api-schema.graphql': 'type Query { me: User }\ntype User { id: ID! }\n', ...files };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
const run = (dir: string) => spawnSync('node', [script, dir], { encoding: 'utf8' });

describe('check-operations', () => {
  it('accepts valid, area-named operations', () => {
    const dir = workspace({ 'apps/funeral/web/src/a.graphql.ts': 'export const Q = gql`query FuneralMe { me { id } }`;' });
    expect(run(dir).status).toBe(0);
  });

  it('fails on a field the schema does not have, naming the file and line', () => {
    const dir = workspace({ 'apps/funeral/web/src/a.graphql.ts': '\nexport const Q = gql`query FuneralMe { me { id name } }`;' });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/funeral/web/src/a.graphql.ts:2: Cannot query field "name" on type "User".');
  });

  it("fails on an operation over the gateway's limits (here: aliases)", () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `m${i}: me { id }`).join(' ');
    const dir = workspace({ 'apps/funeral/web/src/a.graphql.ts': `export const Q = gql\`query FuneralMany { ${aliases} }\`;` });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/a\.graphql\.ts:1: over the gateway's limits: .*Aliases limit of \d+ exceeded, found 40/);
  });

  it('fails on an operation not named after its area', () => {
    const dir = workspace({ 'apps/credit-life/web/src/a.graphql.ts': 'export const Q = gql`query Me { me { id } }`;' });
    expect(run(dir).stderr).toContain('operation Me should start with CreditLife');
  });

  it('checks the operations of .graphql files, with fragments defined in another file of the same project', () => {
    const dir = workspace({
      'apps/funeral/web/src/user.graphql': 'fragment FuneralUser on User { id }\n',
      'apps/funeral/web/src/me.graphql': 'query FuneralMe { me { ...FuneralUser } }\n',
    });
    expect(run(dir).status).toBe(0);
  });

  it('fails on a .graphql operation with a field the schema does not have, or a fragment no file of its project defines', () => {
    const dir = workspace({
      'apps/funeral/web/src/me.graphql': 'query FuneralMe {\n  me { id name }\n}\n',
      'apps/savings/web/src/me.graphql': 'query SavingsMe { me { ...FuneralUser } }\n',
      'apps/funeral/web/src/user.graphql': 'fragment FuneralUser on User { id }\n',
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/funeral/web/src/me.graphql:1: Cannot query field "name" on type "User".');
    expect(result.stderr).toContain('apps/savings/web/src/me.graphql:1: Unknown fragment "FuneralUser".');
  });
});
