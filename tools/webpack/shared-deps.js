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
];

/** Package name of an import specifier: `@apollo/client/react` → `@apollo/client`. */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function requiredVersionOf(packageName) {
  const declared = rootPackage.dependencies[packageName];
  if (declared) return declared;
  // Not a direct dependency: take the range the package that brings it in asks for.
  if (packageName === 'react-router') return routerDomPackage.dependencies['react-router'];
  throw new Error(`shared dependency "${packageName}" is not in package.json dependencies`);
}

/**
 * @param {{ host: boolean }} options the host provides the singletons eagerly (it owns the
 *   first render); remotes only consume them and bundle no fallback copy (`import: false`):
 *   a singleton is always taken from the host, so a fallback would never load
 *   (docs/decisions/web-build.md).
 */
function sharedDeps({ host }) {
  return Object.fromEntries(
    SINGLETONS.map((specifier) => {
      const requiredVersion = requiredVersionOf(packageNameOf(specifier));
      const config = host
        ? { singleton: true, eager: true, requiredVersion }
        : { singleton: true, eager: false, requiredVersion, import: false };
      return [specifier, config];
    }),
  );
}

module.exports = { sharedDeps, SINGLETONS, packageNameOf };
