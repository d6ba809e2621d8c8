import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostConfig, createRemoteConfig, containerName } from './create-config';
import { sharedDeps, SINGLETONS } from './shared-deps';
import { tsconfigAliases, workspaceRoot } from './tsconfig-aliases';

const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function tempTsconfig(paths: Record<string, string[]>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'imali-tsconfig-')), 'tsconfig.json');
  writeFileSync(file, JSON.stringify({ compilerOptions: { paths } }));
  return file;
}

type MfPlugin = { constructor: { name: string }; _options?: Record<string, unknown> };
const federationOptions = (config: { plugins?: unknown[] }) =>
  (config.plugins as MfPlugin[]).find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options ?? {};

describe('tsconfigAliases', () => {
  it('maps every tsconfig.base.json path to an exact-match alias of its file', () => {
    const alias = tsconfigAliases();
    expect(alias['@imali/shared/web$']).toBe(join(workspaceRoot, 'libs/shared/web/src/index.ts'));
    expect(alias['@imali/shared/ui$']).toBe(join(workspaceRoot, 'libs/shared/ui/src/index.ts'));
    expect(Object.keys(alias).every((name) => name.endsWith('$'))).toBe(true);
  });

  it('refuses wildcard aliases', () => {
    expect(() => tsconfigAliases(tempTsconfig({ '@imali/*': ['./libs/*'] }))).toThrow('wildcard');
  });
});

describe('sharedDeps', () => {
  it('shares the same singletons in host and remotes: eager in the host, no fallback copy in remotes', () => {
    const host = sharedDeps({ host: true });
    const remote = sharedDeps({ host: false });
    expect(Object.keys(host)).toEqual(Object.keys(remote));
    expect(Object.keys(host)).toEqual([...SINGLETONS]);
    for (const name of SINGLETONS) {
      expect(host[name]).toMatchObject({ singleton: true, eager: true });
      expect(remote[name]).toMatchObject({ singleton: true, eager: false, import: false });
      expect(host[name]).not.toHaveProperty('import');
    }
  });

  it('takes required versions from package.json', () => {
    const shared = sharedDeps({ host: false });
    expect(shared['react/jsx-runtime'].requiredVersion).toBe(rootPackage.dependencies.react);
    expect(shared['@apollo/client/react'].requiredVersion).toBe(rootPackage.dependencies['@apollo/client']);
    expect(shared['react-router'].requiredVersion).toBe(rootPackage.dependencies['react-router-dom']);
  });
});

describe('createRemoteConfig', () => {
  const config = createRemoteConfig({ area: 'credit-life', exposes: { './Routes': './src/routes.tsx' } })({}, { mode: 'production' });

  it('builds the area into dist/apps/<area>/web, resolving chunks from remoteEntry.js', () => {
    expect(config.output.path).toBe(join(workspaceRoot, 'dist/apps/credit-life/web'));
    expect(config.output.publicPath).toBe('auto');
    expect(config.mode).toBe('production');
  });

  it('names the container after the area and emits remoteEntry.js plus a manifest', () => {
    expect(containerName('credit-life')).toBe('credit_life');
    expect(federationOptions(config)).toMatchObject({
      name: 'credit_life',
      filename: 'remoteEntry.js',
      exposes: { './Routes': './src/routes.tsx' },
      manifest: true,
    });
  });
});

describe('createHostConfig', () => {
  it('builds the shell at / with no static remotes', () => {
    const config = createHostConfig({ copy: ['remotes.json'] })({}, { mode: 'development' });
    expect(config.output.path).toBe(join(workspaceRoot, 'dist/apps/shell'));
    expect(config.output.publicPath).toBe('/');
    expect(federationOptions(config)).toMatchObject({ name: 'shell', remotes: {} });
  });
});
