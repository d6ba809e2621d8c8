// What is in each chunk of a production build, written beside dist/ (never served):
//   dist/reports/<app>/bundle.json  chunks, their files, and the bytes each npm package adds;
//                                   the files of each named lazy chunk group
//                                   (read by tools/scripts/bundle-budget.mjs: a shared
//                                   singleton bundled by a remote fails `npm test`)
//   dist/reports/<app>/bundle.html  webpack-bundle-analyzer's treemap (open it in a browser to
//                                   see what a chunk is made of before splitting it)
// Sizes in bundle.json are of the modules before minification: they say which packages are
// where, the budget itself is measured on the emitted files.
const fs = require('node:fs');
const path = require('node:path');
const { workspaceRoot } = require('./tsconfig-aliases');

/**
 * The package a module file belongs to: an npm package (`…/node_modules/@apollo/client/core/x.js`
 * → `@apollo/client`) or a workspace library (`<root>/libs/shared/ui/src/x.tsx` →
 * `@imali/shared/ui`); null for an app's own files.
 */
function packageOf(resource, root = workspaceRoot) {
  if (!resource) return null;
  const parts = resource.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) {
    const library = path.relative(root, resource).split(/[\\/]/);
    return library[0] === 'libs' && library.length > 3 ? `@imali/${library[1]}/${library[2]}` : null;
  }
  const rest = parts[parts.length - 1].split(/[\\/]/);
  if (rest[0] === '.cache' || rest[0] === '.federation') return null;
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** Leaf modules of a module (a concatenated module holds several). */
function leaves(module) {
  return Array.isArray(module.modules) ? module.modules.flatMap(leaves) : [module];
}

/** webpack-bundle-analyzer's plugin, or null where it is not installed. */
function analyzer() {
  try {
    return require('webpack-bundle-analyzer').BundleAnalyzerPlugin;
  } catch {
    return null;
  }
}

class BundleReportPlugin {
  /** @param {{ name: string, reportsDir?: string }} options */
  constructor({ name, reportsDir = path.join(workspaceRoot, 'dist', 'reports') }) {
    this.name = name;
    this.dir = path.join(reportsDir, name);
  }

  apply(compiler) {
    compiler.hooks.done.tap('BundleReportPlugin', (stats) => {
      const { compilation } = stats;
      if (compilation.errors.length) return;
      const chunks = [...compilation.chunks].map((chunk) => {
        const packages = {};
        let size = 0;
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const leaf of leaves(module)) {
            const bytes = typeof leaf.size === 'function' ? leaf.size() : 0;
            size += bytes;
            const name = packageOf(leaf.resource);
            if (name) packages[name] = (packages[name] ?? 0) + bytes;
          }
        }
        return { id: chunk.id, names: [...(chunk.name ? [chunk.name] : [])], files: [...chunk.files].filter((file) => file.endsWith('.js')), initial: chunk.canBeInitial(), size, packages };
      });
      // Named dynamic imports (`webpackChunkName`): every file fetched to load one.
      const groups = Object.fromEntries(
        [...compilation.namedChunkGroups].map(([name, group]) => [name, [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))]]),
      );
      fs.mkdirSync(this.dir, { recursive: true });
      fs.writeFileSync(path.join(this.dir, 'bundle.json'), `${JSON.stringify({ app: this.name, builtAt: new Date().toISOString(), chunks, groups }, null, 2)}\n`);
    });
    // The treemap, when the analyser is installed (a devDependency; production images skip it).
    const Analyzer = analyzer();
    if (Analyzer) new Analyzer({ analyzerMode: 'static', reportFilename: path.join(this.dir, 'bundle.html'), openAnalyzer: false, logLevel: 'warn' }).apply(compiler);
  }
}

module.exports = { BundleReportPlugin, packageOf };
