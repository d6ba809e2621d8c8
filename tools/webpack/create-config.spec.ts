import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostConfig, createRemoteConfig, containerName } from './create-config';
import { providedSingletons, sharedDeps, SINGLETONS } from './shared-deps';
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
  it('remotes consume every singleton the shell provides, with no fallback copy of their own', () => {
    const remote = sharedDeps();
    const provided = providedSingletons();
    expect(Object.keys(remote)).toEqual([...SINGLETONS]);
    expect(Object.keys(provided)).toEqual([...SINGLETONS]);
    for (const name of SINGLETONS) {
      expect(remote[name]).toMatchObject({ singleton: true, eager: false, import: false });
      // The shell provides the installed version, inside the range the remotes ask for.
      expect(provided[name].requiredVersion).toBe(remote[name].requiredVersion);
      expect(provided[name].version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('takes required versions from package.json', () => {
    const shared = sharedDeps();
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
  it('builds the shell at / as a plain app: no federation plugin, the share scope generated for the runtime', () => {
    const config = createHostConfig({ copy: ['remotes.json'] })({}, { mode: 'development' });
    expect(config.output.path).toBe(join(workspaceRoot, 'dist/apps/shell'));
    expect(config.output.publicPath).toBe('/');
    expect((config.plugins as MfPlugin[]).some((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')).toBe(false);
    const shareScope = (config.resolve.alias as Record<string, string>)['@imali/shell-shared-singletons$'];
    const text = readFileSync(shareScope, 'utf8');
    for (const name of SINGLETONS) expect(text).toContain(`${JSON.stringify(name)}: {`);
  });

  it('builds remotes for the browser, on the runtime core the shell provides', () => {
    const remote = createRemoteConfig({ area: 'savings', exposes: { './Routes': './src/routes.tsx' } })({}, { mode: 'production' });
    expect(federationOptions(remote)).toMatchObject({ experiments: { externalRuntime: true, optimization: { target: 'web' } } });
  });
});
