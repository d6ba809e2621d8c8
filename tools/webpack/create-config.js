// One webpack configuration for every web app: the shell (module-federation host) and the
// area remotes. Each app's webpack.config.js is a few lines calling this factory, so the
// loaders, shared singletons and output naming cannot drift apart between apps.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { tsconfigAliases, workspaceRoot } = require('./tsconfig-aliases');
const { providedSingletons, sharedDeps } = require('./shared-deps');
const { collectSharedImports, writeSharedFacades, writeSharedSingletons, SHARED_EXPORTS_FILE } = require('./shared-facades');
const { PrecompressPlugin } = require('./precompress-plugin');
const { InlineCssPlugin, minifyCss } = require('./inline-css-plugin');
const { InlineTemplatesPlugin } = require('./inline-templates-plugin');
const { BundleReportPlugin } = require('./bundle-report-plugin');

// webpack 5.111 ships terser-webpack-plugin's successor (minimizer-webpack-plugin, same API and
// the same `swcMinify`); resolve it from webpack itself since it is webpack's dependency.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

/** MF container names must be valid JS identifiers: `credit-life` → `credit_life`. */
function containerName(area) {
  return area.replace(/-/g, '_');
}

function swcRule(isProd) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd } },
          target: 'es2022',
        },
        sourceMaps: !isProd,
      },
    },
  };
}

/** Copies files (e.g. the runtime remotes manifest) into the output unchanged, unhashed. */
class CopyFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { from, to } of this.files) {
            compilation.fileDependencies.add(from);
            compilation.emitAsset(to, new webpack.sources.RawSource(fs.readFileSync(from)));
          }
        },
      );
    });
  }
}

/**
 * Emits a remote's first-paint fragments (first-paint/<name>.html): the stylesheets its page
 * needs, inline (they come with the remote's JavaScript otherwise), then the fragment, as the
 * page's spec wrote it. Refuses CSS that inlining would break, and a fragment with a script.
 */
class FirstPaintFilesPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstPaintFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstPaintFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { to, fragment, css } of this.files) {
          const styles = css.map((file) => {
            compilation.fileDependencies.add(file);
            const text = fs.readFileSync(file, 'utf8');
            if (/url\(|@import|<\//i.test(text)) throw new Error(`FirstPaintFilesPlugin: ${file} has url(), @import or "</", which inlining would break`);
            return `<style>${minifyCss(text)}</style>`;
          });
          compilation.fileDependencies.add(fragment);
          const html = fs.readFileSync(fragment, 'utf8');
          if (/<script|\son[a-z]+=/i.test(html)) throw new Error(`FirstPaintFilesPlugin: ${fragment} has a script or an event handler`);
          compilation.emitAsset(to, new webpack.sources.RawSource(styles.join('') + html));
        }
      });
    });
  }
}

/** Emits a JSON file into the output, unhashed. */
class EmitJsonPlugin {
  constructor(name, value) {
    this.name = name;
    this.text = `${JSON.stringify(value, null, 2)}\n`;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.name, new webpack.sources.RawSource(this.text));
      });
    });
  }
}

/**
 * `output.filename` for initial chunks in production. webpack 5.111 with MF 2.9.2
 * (module-federation/core#5077, webpack/webpack#22199): the federation runtime module resolves
 * its own chunk's file name while chunk hashes are still being computed, before [contenthash]
 * exists, and the build fails. It only needs the directory part, so answer without the hash
 * until the hash is there; the emitted file is still content-hashed.
 */
function initialChunkFilename(pathData) {
  const chunk = pathData.chunk;
  const hashReady = pathData.contentHash || (chunk && chunk.contentHash && chunk.contentHash.javascript);
  return hashReady ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Production builds ship .br and .gz copies of their text assets (served as they are), and say
 * what is in each chunk (dist/reports/<report>/: read by the bundle budget check).
 */
function productionPlugins(mode, report) {
  return mode === 'production' ? [new PrecompressPlugin(), new BundleReportPlugin({ name: report })] : [];
}

function baseConfig({ name, mode, appDir, outputPath, publicPath, budget }) {
  const isProd = mode === 'production';
  return {
    name,
    mode,
    context: appDir,
    target: 'web',
    // Minified source maps double the minify time; production debugging uses the dev build.
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      // Several webpack runtimes share one page: a unique name keeps their chunk globals apart.
      uniqueName: name,
      filename: isProd ? initialChunkFilename : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: isProd ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: tsconfigAliases(),
    },
    module: {
      rules: [
        swcRule(isProd),
        // Library modules are pure (no work at import time), so a bundle keeps only the
        // modules it uses from a library's index, e.g. a remote skips the Apollo factory.
        { test: /\.[jt]sx?$/, include: path.join(workspaceRoot, 'libs'), sideEffects: false },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
        // SVGs always as files of their own (content-hashed, cached a year), never data: URLs in a
        // script: an illustration shown lazily (LazyImage) then costs nothing until it is near the screen.
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: isProd,
      // Files a package ships minified (pdf.js's worker, 1.2 MB, emitted as an asset by `new URL(…, import.meta.url)`)
      // are not minified again: seconds of build time for nothing.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false, exclude: /\.min\.(?:[0-9a-f]{8}\.)?[cm]?js$/ })],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    // Budgets are for what a browser parses: the .br/.gz copies (PrecompressPlugin) and source maps don't count.
    performance: isProd ? { hints: 'warning', assetFilter: (_name, _source, info) => !info.development && !info.compressed, ...budget } : { hints: false },
    // No persistent (filesystem) cache: with MF 2.9.2 on webpack 5.111 a warm cache emitted a
    // broken bundle after an export moved between files (React error #130 at runtime). Nx
    // caches whole builds instead.
    cache: isProd ? false : { type: 'memory' },
    stats: { preset: 'errors-warnings', timings: true },
    // webpack 5.111 suggests a separate runtime chunk; a remote keeps its runtime in its entry.
    ignoreWarnings: [/optimization\.runtimeChunk/],
  };
}

/**
 * The page's own scripts at high fetch priority. Chrome loads deferred scripts at low priority,
 * and over HTTP/1.1 it lets only one low-priority request run while a high-priority one in
 * <head> (the /remotes.json preload) is in flight: the route-hints entry would then hold main.js
 * back by a round trip (0.56 s on the phone profile). Both are needed at once.
 */
class ScriptPriorityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ScriptPriorityPlugin', (data) => {
        for (const tag of [...data.headTags, ...data.bodyTags]) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/**
 * Names the files of the federation runtime's chunk group (the runtime and the shared libraries it
 * provides to remotes) in index.html, `<meta name="imali-remote-runtime" content="/a.js /b.js">`:
 * the route-hints entry preloads them on a remote's page, while main.js downloads, instead of
 * main.js asking for them once it has run (docs/decisions/route-hints.md). Not executable, so the
 * CSP is untouched.
 */
class RemoteRuntimeHintPlugin {
  constructor({ chunkName = 'federation-runtime', publicPath = '/' } = {}) {
    this.chunkName = chunkName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('RemoteRuntimeHintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RemoteRuntimeHintPlugin', (data) => {
        const group = compilation.namedChunkGroups.get(this.chunkName);
        if (!group) throw new Error(`RemoteRuntimeHintPlugin: no chunk group named "${this.chunkName}" (the shell's import of the federation runtime lost its webpackChunkName)`);
        const files = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => file.endsWith('.js')).sort();
        data.headTags.push({ tagName: 'meta', voidTag: true, meta: { plugin: 'RemoteRuntimeHintPlugin' }, attributes: { name: 'imali-remote-runtime', content: files.map((file) => `${this.publicPath}${file}`).join(' ') } });
        return data;
      });
    });
  }
}

/**
 * What a signed-in page of the shell itself needs first, in index.html as a JSON data block
 * (`<script type="application/json" id="imali-route-first-load">`, never run, so the CSP is
 * untouched): per route, the files of its lazy chunk groups and the text of its first queries
 * (tools/first-data.cjs, from the shell's own .graphql). The route-hints entry preloads those files
 * and sends those queries with the session check for a browser that was signed in
 * (docs/decisions/route-first-data.md).
 * @param {{ routes: Record<string, { chunks?: string[], queries?: string[] }>, sourceDir: string, publicPath?: string }} options
 */
class RouteFirstLoadPlugin {
  constructor({ routes, sourceDir, publicPath = '/' }) {
    this.routes = routes;
    this.sourceDir = sourceDir;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    const { operationText } = require('../first-data.cjs');
    compiler.hooks.compilation.tap('RouteFirstLoadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RouteFirstLoadPlugin', (data) => {
        const routes = {};
        for (const [route, { chunks = [], queries = [] }] of Object.entries(this.routes)) {
          const files = chunks.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`RouteFirstLoadPlugin: no chunk group named "${name}" (its import lost its webpackChunkName)`);
            return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
          });
          routes[route] = {
            chunks: [...new Set(files)].sort().map((file) => `${this.publicPath}${file}`),
            queries: queries.map((operationName) => ({ operationName, query: operationText(this.sourceDir, operationName) })),
          };
        }
        // "<" escaped: the block can never close the script element early.
        const json = JSON.stringify(routes).replace(/</g, '\\u003c');
        data.headTags.push({ tagName: 'script', voidTag: false, innerHTML: json, meta: { plugin: 'RouteFirstLoadPlugin' }, attributes: { type: 'application/json', id: 'imali-route-first-load' } });
        return data;
      });
    });
  }
}

/**
 * The shell: HTML page and the app; it provides the shared singletons to the remotes it loads
 * at runtime (from /remotes.json) through the federation runtime, fetched with the first remote.
 * `inlineCss`: stylesheets put inline in index.html's <head> (the first page's CSS, there before
 * any script runs) instead of bundled.
 * `firstEntry`: a tiny script that index.html runs before the app, as soon as it arrives (the
 * shell's route hints: docs/decisions/route-hints.md).
 * `inlineTemplates`: HTML fragments put in index.html as `<template id>` elements (by id), for
 * the first script to show before the app runs (docs/decisions/first-paint-fragments.md).
 * `routeFirstLoad`: the shell's signed-in pages' lazy chunks and first queries, for the first
 * script (RouteFirstLoadPlugin).
 * @param {{ appDir?: string, entry?: string | string[], firstEntry?: string, template?: string, title?: string, copy?: string[], inlineCss?: string[], inlineTemplates?: Record<string, string>, routeFirstLoad?: Record<string, { chunks?: string[], queries?: string[] }> }} options
 */
function createHostConfig(options = {}) {
  const {
    name = 'shell',
    appDir = path.join(workspaceRoot, 'apps/shell'),
    entry = './src/bootstrap.tsx',
    firstEntry,
    template = './src/index.html',
    copy = [],
    inlineCss = [],
    inlineTemplates = {},
    routeFirstLoad,
  } = options;
  return (_env, argv = {}) => {
    const mode = argv.mode || 'development';
    const config = baseConfig({
      name,
      mode,
      appDir,
      outputPath: path.join(workspaceRoot, 'dist', path.relative(workspaceRoot, appDir)),
      publicPath: '/',
      // The first chunk carries React, the router and Apollo Client (tree-shaken) and the first
      // pages: about 450 KB minified. The budget that fails `npm test` is on the gzip bytes of
      // the first page's JavaScript (tools/scripts/bundle-budget.mjs); this only warns on raw growth.
      budget: { maxEntrypointSize: 600 * 1024, maxAssetSize: 600 * 1024 },
    });
    // The shell is not a federation build: it loads the federation runtime (and hands it the
    // singletons it already runs) with the first remote, so a page without one never downloads
    // the runtime (docs/decisions/shell-runtime-federation.md).
    const provided = collectSharedImports();
    const shareScope = writeSharedSingletons({ singletons: providedSingletons(), facades: writeSharedFacades({ imports: provided }) });
    return {
      ...config,
      // Deferred scripts run in document order, each as soon as it is there and the page parsed:
      // the first entry does not wait for main.js.
      entry: firstEntry ? { first: firstEntry, main: entry } : { main: entry },
      resolve: { ...config.resolve, alias: { ...config.resolve.alias, '@imali/shell-shared-singletons$': shareScope } },
      plugins: [
        new HtmlWebpackPlugin({ template, scriptLoading: 'defer' }),
        new ScriptPriorityPlugin(),
        ...(firstEntry ? [new RemoteRuntimeHintPlugin()] : []),
        ...(routeFirstLoad ? [new RouteFirstLoadPlugin({ routes: routeFirstLoad, sourceDir: path.join(appDir, 'src') })] : []),
        ...(inlineCss.length ? [new InlineCssPlugin(inlineCss.map((file) => path.resolve(appDir, file)))] : []),
        ...(Object.keys(inlineTemplates).length
          ? [new InlineTemplatesPlugin(Object.entries(inlineTemplates).map(([id, file]) => ({ id, file: path.resolve(appDir, file) })))]
          : []),
        new CopyFilesPlugin(copy.map((file) => ({ from: path.resolve(appDir, file), to: path.basename(file) }))),
        // The names this shell provides from each shared singleton: a remote released on its own
        // against this shell is checked against them first (tools/scripts/check-shared-exports.mjs).
        new EmitJsonPlugin(SHARED_EXPORTS_FILE, Object.fromEntries(provided)),
        ...productionPlugins(mode, name),
      ],
    };
  };
}

/**
 * A remote for one area: exposes modules through remoteEntry.js and mf-manifest.json and
 * consumes the shell's singletons (eager: false).
 * `firstPaint`: first-paint fragments of the remote's public pages, by file name, each with the
 * stylesheets its page needs (emitted under `first-paint/` beside remoteEntry.js and named in the
 * area registry's `firstPaint`; docs/decisions/first-paint-fragments.md).
 * @param {{ area: string, name?: string, appDir?: string, exposes: Record<string, string>, firstPaint?: Record<string, { fragment: string, css?: string[] }> }} options
 */
function createRemoteConfig({ area, name = containerName(area), appDir, exposes, firstPaint = {} }) {
  if (!area || !exposes) throw new Error('createRemoteConfig needs { area, exposes }');
  const dir = appDir || path.join(workspaceRoot, 'apps', area, 'web');
  return (_env, argv = {}) => {
    const mode = argv.mode || 'development';
    const config = baseConfig({
      name,
      mode,
      appDir: dir,
      outputPath: path.join(workspaceRoot, 'dist', path.relative(workspaceRoot, dir)),
      // The host decides where remotes live (remotes.json): resolve chunks from remoteEntry's URL.
      publicPath: 'auto',
      budget: { maxEntrypointSize: 300 * 1024, maxAssetSize: 300 * 1024 },
    });
    return {
      ...config,
      // No page of its own: the container entry that the federation plugin adds is the build.
      entry: {},
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDeps(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // A browser build (no Node.js loading paths), on the shell's copy of the runtime core
          // (apps/shell/src/remotes/federation-runtime.ts puts it on the global) instead of its own.
          experiments: { optimization: { target: 'web' }, externalRuntime: true },
        }),
        new FirstPaintFilesPlugin(Object.entries(firstPaint).map(([file, { fragment, css = [] }]) => ({ to: `first-paint/${file}`, fragment: path.resolve(dir, fragment), css: css.map((f) => path.resolve(dir, f)) }))),
        ...productionPlugins(mode, area),
      ],
    };
  };
}

/**
 * A remote's first-paint scripts (docs/decisions/signed-in-first-paint.md): plain bundles, no
 * federation, no React, emitted under `first-paint/` beside remoteEntry.js with stable names (the
 * area registry's `firstPaint` names them; cached briefly and revalidated, as remoteEntry.js is).
 * A stylesheet imported with `?source` comes in as text, for the script to put inline. Built
 * after the remote (`dependencies`), whose build empties the folder first.
 * @param {{ area: string, name?: string, appDir?: string, scripts: Record<string, string> }} options
 */
function createFirstPaintScriptsConfig({ area, name = containerName(area), appDir, scripts }) {
  if (!area || !scripts) throw new Error('createFirstPaintScriptsConfig needs { area, scripts }');
  const dir = appDir || path.join(workspaceRoot, 'apps', area, 'web');
  return (_env, argv = {}) => {
    const mode = argv.mode || 'development';
    const config = baseConfig({
      name: `${name}-first-paint`,
      mode,
      appDir: dir,
      outputPath: path.join(workspaceRoot, 'dist', path.relative(workspaceRoot, dir)),
      publicPath: 'auto',
      budget: { maxEntrypointSize: 16 * 1024, maxAssetSize: 16 * 1024 },
    });
    return {
      ...config,
      dependencies: [name],
      entry: Object.fromEntries(Object.entries(scripts).map(([file, source]) => [`first-paint/${file.replace(/\.js$/, '')}`, source])),
      output: { ...config.output, filename: '[name].js', clean: false },
      module: { ...config.module, rules: [{ resourceQuery: /^\?source$/, type: 'asset/source', use: [path.join(__dirname, 'css-source-loader.js')] }, ...config.module.rules.map((rule) => (String(rule.test) === String(/\.css$/) ? { ...rule, resourceQuery: { not: [/^\?source$/] } } : rule))] },
      // One small file each: nothing to split.
      optimization: { ...config.optimization, splitChunks: false, runtimeChunk: false },
      devtool: false,
      plugins: mode === 'production' ? [new PrecompressPlugin()] : [],
    };
  };
}

module.exports = { createHostConfig, createRemoteConfig, createFirstPaintScriptsConfig, containerName };
