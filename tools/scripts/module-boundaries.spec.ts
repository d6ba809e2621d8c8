import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

/** Lints `code` as if it were the file at `filePath` in the workspace. */
function lint(code: string, filePath: string): string {
  const result = spawnSync('npx', ['eslint', '--stdin', '--stdin-filename', filePath, '--format', 'json'], { cwd: root, env, input: code, encoding: 'utf8' });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return report!.messages.map((m) => `${m.ruleId}: ${m.message}`).join('\n');
}

describe('module boundaries (lint)', () => {
  beforeAll(() => {
    execFileSync('npx', ['nx', 'show', 'projects'], { cwd: root, env });
  }, 60_000);

  it('forbids an area from importing another area', () => {
    const messages = lint("import { definition } from '../../../funeral/subgraph/src/subgraph.definition';\nexport const d = definition;\n", 'apps/savings/subgraph/src/x.ts');
    expect(messages).toMatch(/enforce-module-boundaries/);
  }, 60_000);

  it('forbids a web bundle from importing node-only code', () => {
    const messages = lint("import { JsonLogger } from '@imali/shared/nest';\nexport const l = JsonLogger;\n", 'apps/funeral/web/src/x.ts');
    expect(messages).toMatch(/enforce-module-boundaries/);
  }, 60_000);

  it('keeps the shared rules free of frameworks', () => {
    const messages = lint("import React from 'react';\nexport const r = React;\n", 'libs/shared/validation/src/x.ts');
    expect(messages).toMatch(/enforce-module-boundaries/);
  }, 60_000);

  it('keeps integrations out of the domain libraries, and lets a subgraph use them', () => {
    const code = "import { MessageSender } from '@imali/integrations/messaging';\nexport const m = MessageSender;\n";
    expect(lint(code, 'libs/funeral/domain/src/x.ts')).toMatch(/enforce-module-boundaries/);
    expect(lint(code, 'apps/identity/subgraph/src/x.ts')).toBe('');
  }, 60_000);

  it('allows an area to use the shared libraries', () => {
    expect(lint("import { required } from '@imali/shared/validation';\nexport const r = required;\n", 'apps/funeral/web/src/x.ts')).toBe('');
  }, 60_000);
});

describe('project tags check', () => {
  const check = (dir: string) => spawnSync('node', [join(root, 'tools/scripts/check-tags.mjs'), dir], { encoding: 'utf8' });
  const project = (dir: string, tags?: string[]) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'project.json'), JSON.stringify({ name: 'x', ...(tags ? { tags } : {}) }));
  };

  it('fails when a project has no tags, and says which', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tags-'));
    project(join(dir, 'apps/a'), ['scope:funeral', 'type:app', 'platform:web']);
    project(join(dir, 'libs/b'));
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('libs/b/project.json: needs exactly one "scope:" tag');
  });

  it('fails on an unknown tag value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tags-'));
    project(join(dir, 'apps/a'), ['scope:banking', 'type:app', 'platform:web']);
    expect(check(dir).stderr).toContain('unknown tag "scope:banking"');
  });

  it('passes the real workspace', () => {
    expect(check(root).status).toBe(0);
  });
});
