// One Jest run for the whole workspace: `unit` (pure and component tests, *.spec.ts[x])
// and `integration` (subgraphs against a real PostgreSQL, *.int-spec.ts).
const { paths } = require('./tsconfig.base.json').compilerOptions;

const moduleNameMapper = {
  '\\.(css)$': '<rootDir>/tools/jest/style-stub.cjs',
  '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/tools/jest/file-stub.cjs',
};
for (const [alias, [target]] of Object.entries(paths)) {
  moduleNameMapper[`^${alias.replace(/[/]/g, '\\/')}$`] = `<rootDir>/${target.replace(/^\.\//, '')}`;
}

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        keepClassNames: true,
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  rootDir: __dirname,
  transform,
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // The component specs that walk a whole wizard take 1-2 s on a quiet machine and passed 5 s
      // (Jest's default) once with the two cores shared by other work: a time-out there says the
      // machine was busy, not that the test failed. A test that hangs still fails.
      testTimeout: 20_000,
      setupFilesAfterEnv: ['<rootDir>/tools/jest/unit-setup.cjs'],
      testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/tools/jest/integration-setup.cjs',
      globalTeardown: '<rootDir>/tools/jest/integration-teardown.cjs',
    },
  ],
};
