// Precompression at build time: a Brotli (quality 11) and a gzip (level 9) copy beside every
// compressible asset, as `<file>.br` and `<file>.gz`. The web origin (tools/start/web-origin.mjs)
// and nginx (gzip_static, brotli_static) send them as they are, so no request pays for
// compression and the strongest levels cost nothing at run time.
// Why a plugin of our own rather than compression-webpack-plugin: docs/decisions/precompressed-assets.md.
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const webpack = require('webpack');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text that compresses. Images, fonts (woff2 is Brotli inside) and archives are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest|wasm)$/;
/** Below this, headers dominate and a compressed answer saves next to nothing (nginx: gzip_min_length). */
const MIN_BYTES = 1024;
/** A variant is kept only if it is at most this fraction of the original. */
const MAX_RATIO = 0.8;

async function variants(buffer) {
  const [br, gz] = await Promise.all([
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
    gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

class PrecompressPlugin {
  /** @param {{ test?: RegExp, minBytes?: number, maxRatio?: number }} [options] */
  constructor(options = {}) {
    this.test = options.test ?? COMPRESSIBLE;
    this.minBytes = options.minBytes ?? MIN_BYTES;
    this.maxRatio = options.maxRatio ?? MAX_RATIO;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every asset exists: the federation manifest (mf-manifest.json) is emitted at
        // OPTIMIZE_TRANSFER, the HTML page earlier.
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 100 },
        async (assets) => {
          const work = Object.keys(assets)
            .filter((name) => this.test.test(name))
            .map(async (name) => {
              const source = compilation.getAsset(name).source;
              const buffer = Buffer.from(source.buffer());
              if (buffer.length < this.minBytes) return;
              const { br, gz } = await variants(buffer);
              for (const [ext, data] of [['br', br], ['gz', gz]]) {
                if (data.length > buffer.length * this.maxRatio) continue;
                compilation.emitAsset(`${name}.${ext}`, new webpack.sources.RawSource(data), { compressed: true });
              }
            });
          await Promise.all(work);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, COMPRESSIBLE, MIN_BYTES };
