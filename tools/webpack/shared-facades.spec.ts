import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectSharedImports, importedNames, missingSharedExports, writeSharedFacades, writeSharedSingletons } from './shared-facades';

const specifiers = ['react-router-dom', '@apollo/client'];
const names = (file: string, text: string) => Object.fromEntries([...importedNames(file, text, specifiers)].map(([specifier, set]) => [specifier, [...set].sort()]));

describe('importedNames', () => {
  it('collects named imports and re-exports, by their exported name, and skips types', () => {
    const text = [
      "import { Link, useNavigate as go, type NavigateFunction } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "import { ApolloClient } from '@apollo/client';",
      "export { InMemoryCache, type TypePolicies } from '@apollo/client';",
      "import { something } from 'react-router-dom-extra';",
    ].join('\n');
    expect(names('a.tsx', text)).toEqual({ 'react-router-dom': ['Link', 'useNavigate'], '@apollo/client': ['ApolloClient', 'InMemoryCache'] });
  });

  it('refuses what would need the whole package, naming the file', () => {
    expect(() => names('/repo/x.ts', "import * as Router from 'react-router-dom';")).toThrow(/x\.ts: a namespace import of 'react-router-dom'/);
    expect(() => names('/repo/x.ts', "export * from '@apollo/client';")).toThrow(/a star re-export of '@apollo\/client'/);
    expect(() => names('/repo/x.ts', "import Router from 'react-router-dom';")).toThrow(/a default import/);
    expect(() => names('/repo/x.js', "const r = require('react-router-dom');")).toThrow(/a dynamic import or require/);
    expect(() => names('/repo/x.ts', "const r = await import('@apollo/client');")).toThrow(/a dynamic import or require/);
  });
});

describe('facades', () => {
  function fixture() {
    const dir = mkdtempSync(join(tmpdir(), 'imali-facades-'));
    const src = join(dir, 'apps/app/src');
    const nodeModules = join(dir, 'node_modules');
    mkdirSync(src, { recursive: true });
    mkdirSync(join(nodeModules, 'router/dist'), { recursive: true });
    mkdirSync(join(nodeModules, 'router/cjs'), { recursive: true });
    writeFileSync(join(nodeModules, 'router/package.json'), '{"name":"router"}');
    writeFileSync(join(src, 'page.tsx'), "import { Link } from 'router';\nexport const x = Link;\n");
    writeFileSync(join(src, 'page.spec.tsx'), "import { MemoryRouter } from 'router';\n");
    writeFileSync(join(nodeModules, 'router/dist/index.mjs'), "import { useHref } from 'router';\nexport function Link() {}\nexport function useHref() {}\nexport function Unused() {}\n");
    writeFileSync(join(nodeModules, 'router/cjs/index.js'), "import * as all from 'router';\n");
    writeFileSync(join(nodeModules, 'router/dist/index.js'), "const all = require('router');\n");
    const facades = { router: { entry: 'router/dist/index.mjs', packageDir: 'router' } };
    return { dir, nodeModules, facades, roots: [join(dir, 'apps')] };
  }

  it('re-exports what the sources and the package itself import, not what tests or CommonJS copies do', () => {
    const { dir, nodeModules, facades, roots } = fixture();
    const imports = collectSharedImports({ roots, nodeModules, facades });
    expect(imports.get('router')).toEqual(['Link', 'useHref']);
    const written = writeSharedFacades({ outDir: join(dir, 'out'), nodeModules, imports, facades });
    expect(readFileSync(written.router, 'utf8')).toContain(`export { Link, useHref } from ${JSON.stringify(join(nodeModules, 'router/dist/index.mjs'))};`);
  });

  it('writes the share scope: each singleton from the module the shell runs, its facade where there is one', () => {
    const { dir } = fixture();
    const file = writeSharedSingletons({
      outDir: join(dir, 'out'),
      singletons: { react: { requiredVersion: '19.3.1', version: '19.3.1' }, router: { requiredVersion: '^7.18.0', version: '7.18.5' } },
      facades: { router: '/facades/router.mjs' },
    });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`lib: () => require("react")`);
    expect(text).toContain(`lib: () => require("/facades/router.mjs")`);
    expect(text).toContain(`shareConfig: { singleton: true, requiredVersion: "^7.18.0", eager: true }`);
    expect(text).toContain(`version: "7.18.5"`);
  });
});

describe('a remote released against a running shell', () => {
  it('lists, per singleton, the names the sources import that the shell does not provide', () => {
    const provided = { 'react-router-dom': ['Link', 'Route'], '@imali/shared/ui': ['Button'] };
    const imported = new Map([
      ['react-router-dom', ['Link', 'useNavigate']],
      ['@imali/shared/ui', ['Button']],
      ['@imali/shared/web', ['InputField']],
    ]);
    expect(missingSharedExports(provided, imported)).toEqual({ 'react-router-dom': ['useNavigate'], '@imali/shared/web': ['InputField'] });
    expect(missingSharedExports({ 'react-router-dom': ['Link', 'useNavigate'], '@imali/shared/ui': ['Button'], '@imali/shared/web': ['InputField'] }, imported)).toEqual({});
  });
});
