// The singletons every web app shares at runtime. Host and remotes must list the same names:
// two copies of React, the router or Apollo's context would break hooks and the one client.
const rootPackage = require('../../package.json');
const routerDomPackage = require('react-router-dom/package.json');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  // react-router-dom v7 re-exports react-router; sharing both keeps one router context.
  'react-router',
  '@apollo/client',
  '@apollo/client/react',
  // Forms: react-final-form's context must be the one its fields read; one copy on a page.
  'final-form',
  'react-final-form',
  // The workspace's design system and web toolkit (issue 12: loaded once, one context each).
  '@imali/shared/ui',
  '@imali/shared/web',
];

/** Our own libraries (tsconfig path aliases), versioned with the workspace. */
const isWorkspaceLibrary = (specifier) => specifier.startsWith('@imali/');

/**
 * Package name of an import specifier: `@apollo/client/react` → `@apollo/client`; a workspace
 * library is its own package (`@imali/shared/ui`).
 */
function packageNameOf(specifier) {
  if (isWorkspaceLibrary(specifier)) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function requiredVersionOf(packageName) {
  if (isWorkspaceLibrary(packageName)) return rootPackage.version;
  const declared = rootPackage.dependencies[packageName];
  if (declared) return declared;
  // Not a direct dependency: take the range the package that brings it in asks for.
  if (packageName === 'react-router') return routerDomPackage.dependencies['react-router'];
  throw new Error(`shared dependency "${packageName}" is not in package.json dependencies`);
}

/** The installed version of a package (what the host provides under its share key). */
function installedVersionOf(packageName) {
  if (isWorkspaceLibrary(packageName)) return rootPackage.version;
  return require(`${packageName}/package.json`).version;
}

/**
 * A remote's `shared` option: it consumes every singleton from the shell and bundles no
 * fallback copy (`import: false`): a singleton is always taken from the shell, so a fallback
 * would never load (docs/decisions/web-build.md).
 */
function sharedDeps() {
  return Object.fromEntries(
    SINGLETONS.map((specifier) => [specifier, { singleton: true, eager: false, requiredVersion: requiredVersionOf(packageNameOf(specifier)), import: false }]),
  );
}

/**
 * What the shell provides for each singleton: the range remotes ask for and the version
 * installed here (the shell is not a federation build; it hands the runtime these at the first
 * remote load, tools/webpack/shared-facades.js writeSharedSingletons).
 * @returns {Record<string, { requiredVersion: string, version: string }>}
 */
function providedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((specifier) => {
      const packageName = packageNameOf(specifier);
      return [specifier, { requiredVersion: requiredVersionOf(packageName), version: installedVersionOf(packageName) }];
    }),
  );
}

module.exports = { sharedDeps, providedSingletons, SINGLETONS, packageNameOf };
