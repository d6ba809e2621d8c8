// Tree-shaken shared singletons (issue 12: the shell's first load under 170 KB gzip).
//
// Module federation cannot tree-shake a shared module: the host does not know what a remote
// will take from it, so `@apollo/client` or `react-router-dom` used to ship whole in the
// shell's main chunk (about 1.1 MB unminified of the 2.3 MB). Every remote is built from this
// repository, though, so the names any of them can import are known at build time: this module
// reads every web source file (apps/shell, apps/*/web, libs) and the shared packages' own ES
// modules, collects the names imported from each facaded package, and writes a facade module
// per package that re-exports exactly those names from the package's real entry file. The host
// provides the facade under the package's share key; webpack tree-shakes the package behind it.
//
// Rules the scan enforces (a build error, never a silent undefined at runtime):
// - `import * as x from '<facaded>'`, `export * from '<facaded>'` and `require('<facaded>')`
//   would need the whole package: refused with the file named;
// - a default import of a facaded package is refused (none of them has a default export).
// Type-only imports are ignored (they leave no trace in the bundle).
// docs/decisions/shared-singleton-facades.md says why and what it costs (a shell built from the
// same or a later commit than any remote it loads).
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { workspaceRoot } = require('./tsconfig-aliases');

/**
 * The facaded share keys and the real module each one re-exports from: `entry` is resolved
 * from node_modules (the ES module build), `workspaceEntry` from the workspace root (our
 * libraries). `packageDir` / `esmFiles`: the package's own ES modules to scan for names they
 * import from other facaded keys (`esmFiles` where the package's .js files are ES modules without
 * saying so). `react-router` and `react-router-dom` re-export the same module (react-router-dom
 * v7 is `export * from 'react-router'`), so the page holds one router whichever name a file
 * imports.
 */
const FACADES = {
  '@apollo/client': { entry: '@apollo/client/core/index.js', packageDir: '@apollo/client' },
  '@apollo/client/react': { entry: '@apollo/client/react/index.js', packageDir: '@apollo/client' },
  'react-router': { entry: 'react-router/dist/development/index.mjs', packageDir: 'react-router' },
  'react-router-dom': { entry: 'react-router/dist/development/index.mjs', packageDir: 'react-router' },
  'final-form': { entry: 'final-form/dist/final-form.es.js' },
  'react-final-form': { entry: 'react-final-form/dist/react-final-form.es.js', esmFiles: ['react-final-form/dist/react-final-form.es.js'] },
  // The design system and the web toolkit (forms, errors, the wizard engine, the Apollo factory):
  // one copy on a page, one React context each.
  '@imali/shared/ui': { workspaceEntry: 'libs/shared/ui/src/index.ts' },
  '@imali/shared/web': { workspaceEntry: 'libs/shared/web/src/index.ts' },
};

/** The file a facade re-exports from. */
function facadeEntry(facade, nodeModules) {
  return facade.workspaceEntry ? path.join(workspaceRoot, facade.workspaceEntry) : path.join(nodeModules, facade.entry);
}

/** Where the repository's web code lives (server-only code may be scanned too: extra names cost little). */
const SOURCE_ROOTS = ['apps', 'libs'];
const SOURCE_FILE = /\.(tsx?|mjs|jsx?)$/;
const SKIP_FILE = /\.(spec|int-spec|test|d)\.(tsx?|jsx?)$/;
const SKIP_DIR = new Set(['node_modules', 'dist', 'gql', 'migrations', '.nx']);
/** In a package, only nested packages are skipped (its code is often under dist/). */
const PACKAGE_SKIP_DIR = new Set(['node_modules']);
/**
 * Files of the shared packages the browser build never bundles: CommonJS copies, and Apollo's
 * legacy entry points (`export * from '@apollo/client'` for old import paths).
 */
const NOT_BUNDLED = /[\\/](__cjs|cjs|legacyEntryPoints)[\\/]/;

function walk(dir, files = [], skipDirs = SKIP_DIR) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(dir, entry.name), files, skipDirs);
    } else if (SOURCE_FILE.test(entry.name) && !SKIP_FILE.test(entry.name)) {
      files.push(path.join(dir, entry.name));
    }
  }
  return files;
}

/**
 * The names one file imports from each facaded specifier.
 * @param {string} file path (for messages and the parser's language)
 * @param {string} text the file's text
 * @param {Iterable<string>} specifiers facaded package names
 * @returns {Map<string, Set<string>>}
 */
function importedNames(file, text, specifiers) {
  const wanted = new Set(specifiers);
  const found = new Map();
  // A quick test first: most files import none of them.
  if (![...wanted].some((specifier) => text.includes(specifier))) return found;
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const add = (specifier, name) => {
    if (!found.has(specifier)) found.set(specifier, new Set());
    found.get(specifier).add(name);
  };
  const refuse = (specifier, what) => {
    throw new Error(`${path.relative(workspaceRoot, file)}: ${what} of '${specifier}' needs the whole package; import the names you use (tools/webpack/shared-facades.js)`);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && wanted.has(node.moduleSpecifier.text)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) refuse(specifier, 'a default import');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) refuse(specifier, 'a namespace import');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && wanted.has(node.moduleSpecifier.text)) {
      const specifier = node.moduleSpecifier.text;
      if (!node.isTypeOnly) {
        if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) refuse(specifier, 'a star re-export');
        for (const element of node.exportClause.elements) if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]) &&
      wanted.has(node.arguments[0].text) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      refuse(node.arguments[0].text, 'a dynamic import or require');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every name the repository's web code and the shared packages themselves import from each
 * facaded specifier.
 * @param {{ roots?: string[], nodeModules?: string, facades?: typeof FACADES }} [options]
 * @returns {Map<string, string[]>} specifier → sorted names
 */
function collectSharedImports({ roots = SOURCE_ROOTS.map((dir) => path.join(workspaceRoot, dir)), nodeModules = path.join(workspaceRoot, 'node_modules'), facades = FACADES } = {}) {
  const specifiers = Object.keys(facades);
  const names = new Map(specifiers.map((specifier) => [specifier, new Set()]));
  const files = roots.flatMap((root) => walk(root));
  // The packages' own ES modules import each other by name (e.g. @apollo/client/react's hooks
  // import '@apollo/client'); the facade must carry those names too. CommonJS copies don't run
  // in the browser build.
  const packageDirs = [...new Set(Object.values(facades).flatMap((facade) => (facade.packageDir ? [facade.packageDir] : [])))];
  files.push(...new Set(Object.values(facades).flatMap((facade) => (facade.esmFiles ?? []).map((file) => path.join(nodeModules, file)))));
  for (const dir of packageDirs) {
    // ES modules only: .mjs, and .js where the package says "type": "module" (else .js is CommonJS).
    const esmJs = JSON.parse(fs.readFileSync(path.join(nodeModules, dir, 'package.json'), 'utf8')).type === 'module';
    const isEsm = (file) => file.endsWith('.mjs') || (esmJs && file.endsWith('.js'));
    files.push(...walk(path.join(nodeModules, dir), [], PACKAGE_SKIP_DIR).filter((file) => isEsm(file) && !NOT_BUNDLED.test(file)));
  }
  for (const file of files) {
    for (const [specifier, found] of importedNames(file, fs.readFileSync(file, 'utf8'), specifiers)) {
      for (const name of found) names.get(specifier).add(name);
    }
  }
  return new Map([...names].map(([specifier, set]) => [specifier, [...set].sort()]));
}

/** The file name a facade is written to (one per share key). */
function facadeFileName(specifier) {
  return `${specifier.replace(/^@/, '').replace(/[^a-z0-9]+/gi, '-')}.mjs`;
}

/**
 * Writes one facade module per share key under `outDir` and returns their paths.
 * @param {{ outDir?: string, nodeModules?: string, imports?: Map<string, string[]>, facades?: typeof FACADES }} [options]
 * @returns {Record<string, string>} specifier → absolute facade path
 */
function writeSharedFacades({ outDir = path.join(workspaceRoot, 'dist/.shared-facades'), nodeModules = path.join(workspaceRoot, 'node_modules'), imports, facades = FACADES } = {}) {
  const used = imports ?? collectSharedImports({ nodeModules, facades });
  fs.mkdirSync(outDir, { recursive: true });
  const written = {};
  for (const [specifier, facade] of Object.entries(facades)) {
    const entry = facadeEntry(facade, nodeModules);
    if (!fs.existsSync(entry)) throw new Error(`shared facade for '${specifier}': ${entry} is missing (package layout changed?)`);
    const names = used.get(specifier) ?? [];
    const file = path.join(outDir, facadeFileName(specifier));
    const text =
      `// Generated by tools/webpack/shared-facades.js: the names this repository imports from '${specifier}'.\n` +
      (names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(entry)};\n` : 'export {};\n');
    // Rewrite only on change: webpack watches the file in development.
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    written[specifier] = file;
  }
  return written;
}

/**
 * Writes the shell's share scope (`shared-singletons.js` under `outDir`): one entry per shared
 * singleton for the federation runtime's `createInstance({ shared })`, each taking the module
 * the shell already runs (`lib`), the facade where there is one. The shell imports it as
 * `@imali/shell-shared-singletons` (apps/shell/src/remotes/federation-runtime.ts), so the
 * runtime and the share scope load with the first remote, not with the first page.
 * @param {{ singletons: Record<string, { requiredVersion: string, version: string }>, facades: Record<string, string>, outDir?: string }} options
 * @returns {string} the file's path
 */
function writeSharedSingletons({ singletons, facades, outDir = path.join(workspaceRoot, 'dist/.shared-facades') }) {
  const entries = Object.entries(singletons).map(([specifier, { requiredVersion, version }]) => {
    const request = facades[specifier] ?? specifier;
    return (
      `  ${JSON.stringify(specifier)}: {\n` +
      `    version: ${JSON.stringify(version)},\n` +
      `    scope: 'default',\n` +
      `    lib: () => require(${JSON.stringify(request)}),\n` +
      `    shareConfig: { singleton: true, requiredVersion: ${JSON.stringify(requiredVersion)}, eager: true },\n` +
      '  },\n'
    );
  });
  const text =
    '// Generated by tools/webpack/shared-facades.js: the singletons the shell shares with the remotes.\n' +
    '// `lib` hands over the module the shell already runs (never a second copy).\n' +
    `module.exports.sharedSingletons = {\n${entries.join('')}};\n`;
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'shared-singletons.js');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** The shell's list of what it provides, beside its index.html. */
const SHARED_EXPORTS_FILE = 'shared-exports.json';

/**
 * Names the sources import from a facaded singleton that the shell's list lacks:
 * { specifier: [names] } for each specifier with any (empty when the shell provides them all).
 * @param {Record<string, string[]>} provided the shell's shared-exports.json
 * @param {Map<string, string[]>} imported collectSharedImports() of the sources to release
 */
function missingSharedExports(provided, imported) {
  const missing = {};
  for (const [specifier, names] of imported) {
    const have = new Set(provided[specifier] ?? []);
    const lacking = names.filter((name) => !have.has(name));
    if (lacking.length) missing[specifier] = lacking;
  }
  return missing;
}

module.exports = { FACADES, SHARED_EXPORTS_FILE, missingSharedExports, collectSharedImports, importedNames, writeSharedFacades, writeSharedSingletons, facadeFileName };
