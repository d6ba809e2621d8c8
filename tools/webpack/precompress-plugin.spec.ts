// PrecompressPlugin in a real (small) webpack build: .br and .gz beside each compressible asset,
// byte for byte the asset once decompressed; tiny files, incompressible files and images get none.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { PrecompressPlugin } from './precompress-plugin';

/** Emits `files` as assets of a one-module build into a fresh directory; returns the directory. */
async function build(files: Record<string, Buffer | string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'imali-precompress-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/index.js'), `export const words = ${JSON.stringify('hello world '.repeat(500))};\n`);
  const emit = {
    apply(compiler: webpack.Compiler) {
      compiler.hooks.thisCompilation.tap('emit-test-files', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'emit-test-files', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const [name, content] of Object.entries(files)) compilation.emitAsset(name, new webpack.sources.RawSource(Buffer.from(content)));
        });
      });
    },
  };
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist'), filename: 'main.js' },
    optimization: { minimize: false },
    plugins: [emit, new PrecompressPlugin()],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  return join(dir, 'dist');
}

// Text that compresses well, as minified bundles do.
const text = (kind: string, bytes: number) => `/* ${kind} */ ${'const answer = {"value": 42, "label": "forty-two"};\n'.repeat(Math.ceil(bytes / 50))}`;

describe('PrecompressPlugin', () => {
  let dist: string;
  const big = {
    'chunk.0123abcd.js': text('js', 40_000),
    'styles.0123abcd.css': text('css', 5_000),
    'index.html': `<!doctype html><html><body>${text('html', 3_000)}</body></html>`,
    'mf-manifest.json': JSON.stringify({ remotes: Array.from({ length: 100 }, (_, i) => ({ name: `remote-${i}`, entry: `/remotes/${i}/mf-manifest.json` })) }),
    'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
  };

  beforeAll(async () => {
    dist = await build({
      ...big,
      'tiny.js': 'export const x = 1;',
      'photo.png': Buffer.alloc(20_000, 7),
      'font.woff2': Buffer.alloc(20_000, 7),
      // Random bytes do not compress: no variant is worth shipping.
      'random.json': Buffer.from(Array.from({ length: 20_000 }, () => Math.floor(Math.random() * 256))),
    });
  }, 60_000);

  it.each(Object.keys(big))('writes %s.br (Brotli) and %s.gz (gzip) that decompress to the asset', (name) => {
    const original = readFileSync(join(dist, name));
    const br = readFileSync(join(dist, `${name}.br`));
    const gz = readFileSync(join(dist, `${name}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length * 0.8);
    expect(gz.length).toBeLessThan(original.length * 0.8);
  });

  it("compresses webpack's own output (the entry chunk)", () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'main.js.br'))).equals(readFileSync(join(dist, 'main.js')))).toBe(true);
  });

  it('uses the strongest levels: Brotli 11 beats gzip 9', () => {
    const name = 'chunk.0123abcd.js';
    expect(readFileSync(join(dist, `${name}.br`)).length).toBeLessThan(readFileSync(join(dist, `${name}.gz`)).length);
  });

  it.each([
    ['a file under 1 KiB', 'tiny.js'],
    ['an image', 'photo.png'],
    ['a font (woff2 is compressed already)', 'font.woff2'],
    ['a file that does not compress', 'random.json'],
  ])('skips %s', (_kind, name) => {
    expect(existsSync(join(dist, name))).toBe(true);
    expect(existsSync(join(dist, `${name}.br`))).toBe(false);
    expect(existsSync(join(dist, `${name}.gz`))).toBe(false);
  });

  it('never compresses its own output again', () => {
    expect(readdirSync(dist).filter((name) => /\.(br|gz)\.(br|gz)$/.test(name))).toEqual([]);
  });
});
