// GraphQL Code Generator for the web projects (docs/decisions/generated-web-types.md). Each web
// project (the shell, every remote, libs/shared/web) gets its own `src/gql/` from its own
// operations only, so a remote's bundle carries its operations and nobody else's, and Nx module
// boundaries hold. The schema is the committed client-facing API schema, never a running server.
// Run through each project's Nx `codegen` target (CODEGEN_SOURCE_ROOT set there), which
// `npm run generate` runs after it writes the API schema; `npm run generate:check` adds --check.
import type { CodegenConfig } from '@graphql-codegen/cli';

const sourceRoot = process.env['CODEGEN_SOURCE_ROOT'];
if (!sourceRoot) throw new Error('CODEGEN_SOURCE_ROOT is not set: run codegen through a project\'s Nx "codegen" target (npm run generate).');

const config: CodegenConfig = {
  schema: 'apps/gateway/api-schema.graphql',
  // Operations and fragments live in the code that uses them; tests build their own data.
  documents: [`${sourceRoot}/**/*.graphql`, `${sourceRoot}/**/*.{ts,tsx}`, `!${sourceRoot}/gql/**`, `!${sourceRoot}/**/*.spec.{ts,tsx}`],
  ignoreNoDocuments: false,
  generates: {
    [`${sourceRoot}/gql/`]: {
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
        // Fragments are colocated and typed (`XxxFragment`), but not masked: no unmasking helper in the bundle.
        fragmentMasking: false,
      },
      config: {
        // Enums as string unions: the wire values, nothing left in the bundle.
        enumType: 'string-literal',
        useTypeImports: true,
        strictScalars: true,
        // DateTime travels as an ISO 8601 string.
        scalars: { DateTime: 'string' },
        // Pre-parsed document nodes: Apollo Client needs no GraphQL parser at run time.
        documentMode: 'documentNode',
        // Apollo Client adds __typename to every selection set below the root; the types say so.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;
