// The web origin's files as a browser gets them: the build's .br/.gz copy by Accept-Encoding (or
// compressed on the fly), never for images and fonts; immutable content-hashed names, revalidated
// entry points with 304s; ranges and HEAD right on every representation; GraphQL answers gzipped;
// the same rules as nginx (docker/nginx/default.conf.template). Served from a fixture build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const root = join(__dirname, '../..');
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection; the body exactly as sent (Node's client never decodes it). */
function request(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Minified-bundle-like text: compresses, as real chunks do.
const text = (seed: string, bytes: number) => Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => `var ${seed}${i}=function(a){return a+${i}};`).join('').slice(0, bytes);

const files: Record<string, Buffer> = {
  'apps/shell/index.html': Buffer.from(`<!doctype html><html><head><title>Imali</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`),
  'apps/shell/main.0123abcd.js': Buffer.from(text('main', 60_000)),
  // No precompressed copy: compressed on the fly.
  'apps/shell/late.89abcdef.js': Buffer.from(text('late', 30_000)),
  'apps/shell/tiny.fedcba98.js': Buffer.from('export{};'),
  'apps/shell/remotes.json': Buffer.from(JSON.stringify({ remotes: Array.from({ length: 30 }, (_, i) => ({ name: `area-${i}`, entry: `/remotes/area-${i}/mf-manifest.json` })) })),
  'apps/shell/logo.0123abcd.png': Buffer.alloc(8_000, 7),
  'apps/shell/font.0123abcd.woff2': Buffer.alloc(8_000, 7),
  'apps/shell/unhashed.js': Buffer.from(text('unhashed', 4_000)),
  'apps/funeral/web/remoteEntry.js': Buffer.from(text('entry', 20_000)),
  'apps/funeral/web/mf-manifest.json': Buffer.from(JSON.stringify({ id: 'funeral', exposes: Array.from({ length: 40 }, (_, i) => ({ path: `./Page${i}`, assets: [`${i}.0123abcd.js`] })) })),
  'apps/funeral/web/263.61e0831b.js': Buffer.from(text('chunk', 30_000)),
};
// The build's copies (tools/webpack/precompress-plugin.js) for all but the on-the-fly, tiny and binary ones.
const precompressed = ['apps/shell/index.html', 'apps/shell/main.0123abcd.js', 'apps/shell/remotes.json', 'apps/shell/unhashed.js', 'apps/funeral/web/remoteEntry.js', 'apps/funeral/web/mf-manifest.json', 'apps/funeral/web/263.61e0831b.js'];

function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'imali-web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  for (const name of precompressed) {
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(files[name]!));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(files[name]!, { level: 9 }));
  }
  return dist;
}

describe('the web origin: compression and caching', () => {
  let origin: ChildProcess;
  let port: number;
  let gateway: http.Server;
  let dist: string;
  const bigJson = JSON.stringify({ data: { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}`, amountCents: i * 100 })) } });

  beforeAll(async () => {
    dist = fixtureDist();
    // A stand-in gateway: a large or small GraphQL answer, as the request asks.
    gateway = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const body = req.headers['x-answer'] === 'small' ? '{"data":{"ok":true}}' : bigJson;
        res.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      });
    });
    await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
    const gatewayPort = (gateway.address() as net.AddressInfo).port;
    origin = spawn(process.execPath, ['tools/start/web-origin.mjs'], { cwd: root, env: { PATH: process.env.PATH, PORT: '0', WEB_DIST: dist, GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` } });
    const output: string[] = [];
    origin.stderr?.on('data', (chunk) => output.push(String(chunk)));
    port = await new Promise<number>((resolve, reject) => {
      origin.stdout?.on('data', (chunk) => {
        const listening = /"port":(\d+)/.exec(String(chunk));
        if (listening) resolve(Number(listening[1]));
      });
      origin.once('exit', (code) => reject(new Error(`web origin exited (${code}): ${output.join('')}`)));
    });
  });

  afterAll(async () => {
    origin.kill('SIGTERM');
    await new Promise<void>((done) => {
      gateway.close(() => done());
      gateway.closeAllConnections();
    });
  });

  const original = (name: string) => files[name]!;

  describe('by Accept-Encoding', () => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
    ])('"%s" gets the build\'s %s copy, which decodes to the file', async (accept, coding) => {
      const answer = await request(port, '/main.0123abcd.js', { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      const copy = readFileSync(join(dist, `apps/shell/main.0123abcd.js.${coding === 'br' ? 'br' : 'gz'}`));
      expect(Number(answer.headers['content-length'])).toBe(copy.length);
      expect(answer.body.equals(copy)).toBe(true);
      const decoded = coding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
      expect(decoded.equals(original('apps/shell/main.0123abcd.js'))).toBe(true);
    });

    it.each([
      ['no Accept-Encoding', {}],
      ['identity', { 'accept-encoding': 'identity' }],
      ['only refused codings', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
      ['an unknown coding', { 'accept-encoding': 'compress' }],
    ])('%s gets the file itself, still with Vary', async (_name, headers) => {
      const answer = await request(port, '/main.0123abcd.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(original('apps/shell/main.0123abcd.js').length);
      expect(answer.body.equals(original('apps/shell/main.0123abcd.js'))).toBe(true);
    });

    it.each(['br, gzip', 'gzip'])('gzips a file the build left no copy of on the fly ("%s", as nginx does), with a weak ETag', async (accept) => {
      const answer = await request(port, '/late.89abcdef.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(original('apps/shell/late.89abcdef.js').length / 2);
      expect(gunzipSync(answer.body).equals(original('apps/shell/late.89abcdef.js'))).toBe(true);
      expect(answer.headers.etag).toMatch(/^W\/"/);
      // The same bytes again (kept while the file is unchanged).
      expect((await request(port, '/late.89abcdef.js', { 'accept-encoding': accept })).body.equals(answer.body)).toBe(true);
    });

    it('sends a file without a copy as it is to a client that takes only br', async () => {
      const answer = await request(port, '/late.89abcdef.js', { 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(original('apps/shell/late.89abcdef.js'))).toBe(true);
    });

    it('leaves files under 1 KiB alone', async () => {
      const answer = await request(port, '/tiny.fedcba98.js', { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(original('apps/shell/tiny.fedcba98.js'))).toBe(true);
    });

    it.each(['/logo.0123abcd.png', '/font.0123abcd.woff2'])('never compresses %s (compressed already), and does not Vary', async (path) => {
      const answer = await request(port, path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
      expect(answer.body.equals(original(`apps/shell${path}`))).toBe(true);
    });

    it('serves the remotes, the manifest and index.html (app routes too) compressed', async () => {
      for (const [path, file] of [
        ['/remotes/funeral/remoteEntry.js', 'apps/funeral/web/remoteEntry.js'],
        ['/remotes/funeral/263.61e0831b.js', 'apps/funeral/web/263.61e0831b.js'],
        ['/remotes.json', 'apps/shell/remotes.json'],
        ['/', 'apps/shell/index.html'],
        ['/funeral/buy', 'apps/shell/index.html'],
      ]) {
        const answer = await request(port, path!, { 'accept-encoding': 'br, gzip' });
        expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, 200, 'br']);
        expect(brotliDecompressSync(answer.body).equals(original(file!))).toBe(true);
      }
    });
  });

  describe('caching', () => {
    it.each([
      ['/main.0123abcd.js', IMMUTABLE],
      ['/remotes/funeral/263.61e0831b.js', IMMUTABLE],
      ['/logo.0123abcd.png', IMMUTABLE],
      ['/', 'no-cache'],
      ['/insurance', 'no-cache'],
      ['/remotes.json', 'no-cache'],
      ['/remotes/funeral/remoteEntry.js', 'no-cache'],
      ['/remotes/funeral/mf-manifest.json', 'no-cache'],
      // Not content-hashed: it may change under the same name.
      ['/unhashed.js', 'no-cache'],
    ])('%s: Cache-Control %s, with ETag and Last-Modified', async (path, policy) => {
      const answer = await request(port, path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(policy);
      expect(answer.headers.etag).toMatch(/^(W\/)?"[0-9a-f]+-[0-9a-f]+"$/);
      expect(new Date(answer.headers['last-modified']!).getTime()).toBeGreaterThan(0);
    });

    it('never lets an error be cached', async () => {
      const answer = await request(port, '/missing.0123abcd.js');
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['br, gzip', '/remotes/funeral/remoteEntry.js'],
      ['gzip', '/remotes/funeral/mf-manifest.json'],
      ['identity', '/'],
      ['gzip', '/late.89abcdef.js'],
    ])('revalidates with If-None-Match (%s, %s): 304, no body, the validators and policy again', async (accept, path) => {
      const first = await request(port, path, { 'accept-encoding': accept });
      const again = await request(port, path, { 'accept-encoding': accept, 'if-none-match': first.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers.vary).toBe('Accept-Encoding');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      // A list, and the weak form of the tag, match too.
      const weak = first.headers.etag!.startsWith('W/') ? first.headers.etag! : `W/${first.headers.etag}`;
      expect((await request(port, path, { 'accept-encoding': accept, 'if-none-match': `"other", ${weak}` })).status).toBe(304);
    });

    it('answers 200 with the file when the ETag has changed', async () => {
      const answer = await request(port, '/remotes/funeral/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': '"0-0"' });
      expect(answer.status).toBe(200);
      expect(brotliDecompressSync(answer.body).equals(original('apps/funeral/web/remoteEntry.js'))).toBe(true);
    });

    it('each representation has its own ETag (a cached gzip copy is not a br one)', async () => {
      const br = await request(port, '/remotes.json', { 'accept-encoding': 'br' });
      const gzip = await request(port, '/remotes.json', { 'accept-encoding': 'gzip' });
      const identity = await request(port, '/remotes.json');
      expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
      expect((await request(port, '/remotes.json', { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag! })).status).toBe(200);
    });

    it('revalidates with If-Modified-Since', async () => {
      const first = await request(port, '/remotes.json');
      expect((await request(port, '/remotes.json', { 'if-modified-since': first.headers['last-modified']! })).status).toBe(304);
      expect((await request(port, '/remotes.json', { 'if-modified-since': new Date(0).toUTCString() })).status).toBe(200);
    });
  });

  describe('HEAD and ranges', () => {
    it.each([
      ['br', '.br'],
      ['gzip', '.gz'],
      ['identity', ''],
    ])('HEAD (%s): the GET headers with the Content-Length of that representation, no body', async (accept, suffix) => {
      const head = await request(port, '/main.0123abcd.js', { 'accept-encoding': accept }, 'HEAD');
      const get = await request(port, '/main.0123abcd.js', { 'accept-encoding': accept });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(Number(head.headers['content-length'])).toBe(statSync(join(dist, `apps/shell/main.0123abcd.js${suffix}`)).size);
      for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'cache-control', 'vary']) expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
    });

    it('answers a range of the file itself with 206 and Content-Range', async () => {
      const file = original('apps/shell/main.0123abcd.js');
      const answer = await request(port, '/main.0123abcd.js', { range: 'bytes=100-199' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
      expect(Number(answer.headers['content-length'])).toBe(100);
      expect(answer.body.equals(file.subarray(100, 200))).toBe(true);
      const suffix = await request(port, '/main.0123abcd.js', { range: 'bytes=-10' });
      expect(suffix.headers['content-range']).toBe(`bytes ${file.length - 10}-${file.length - 1}/${file.length}`);
      expect(suffix.body.equals(file.subarray(file.length - 10))).toBe(true);
    });

    it('applies a range to the compressed representation that is sent (its own length and ETag)', async () => {
      const br = readFileSync(join(dist, 'apps/shell/main.0123abcd.js.br'));
      const answer = await request(port, '/main.0123abcd.js', { 'accept-encoding': 'br', range: 'bytes=10-' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-range']).toBe(`bytes 10-${br.length - 1}/${br.length}`);
      expect(answer.body.equals(br.subarray(10))).toBe(true);
    });

    it('answers 416 to a range past the end, and the whole file when If-Range no longer matches', async () => {
      const size = original('apps/shell/main.0123abcd.js').length;
      const past = await request(port, '/main.0123abcd.js', { range: `bytes=${size}-` });
      expect(past.status).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      const changed = await request(port, '/main.0123abcd.js', { range: 'bytes=0-9', 'if-range': '"0-0"' });
      expect(changed.status).toBe(200);
      expect(changed.body.length).toBe(size);
      const same = await request(port, '/main.0123abcd.js', { range: 'bytes=0-9', 'if-range': changed.headers.etag! });
      expect(same.status).toBe(206);
    });
  });

  describe('GraphQL answers', () => {
    const post = (headers: Record<string, string>) => request(port, '/graphql', { 'content-type': 'application/json', ...headers }, 'POST', '{"query":"{ ok }"}');

    it('gzips a large answer for a client that takes gzip', async () => {
      const answer = await post({ 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['content-length']).toBeUndefined();
      expect(gunzipSync(answer.body).toString()).toBe(bigJson);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends it as it is to a client that does not take gzip, and small answers always', async () => {
      const plain = await post({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(bigJson);
      const small = await post({ 'accept-encoding': 'gzip', 'x-answer': 'small' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('{"data":{"ok":true}}');
    });
  });

  it('keeps connections alive for 65 s: the next request reuses the socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<net.Socket>();
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/remotes.json', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response));
        });
        req.on('socket', (socket) => sockets.add(socket));
        req.on('error', reject);
      });
    try {
      const first = await get();
      await get();
      expect(first.headers.connection).toBe('keep-alive');
      expect(first.headers['keep-alive']).toBe('timeout=65');
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  describe('the same rules as nginx (docker/nginx/default.conf.template)', () => {
    const template = readFileSync(join(root, 'docker/nginx/default.conf.template'), 'utf8');
    const originSource = readFileSync(join(root, 'tools/start/web-origin.mjs'), 'utf8');

    it('marks the same names immutable', () => {
      const nginx = /"~(.+)"\s+"public, max-age=31536000, immutable";/.exec(template)?.[1];
      const here = /^const CONTENT_HASHED = \/(.+)\/;$/m.exec(originSource)?.[1];
      expect(nginx).toBeDefined();
      expect(here).toBe(nginx);
      expect(template).toMatch(/~\/\(\?:remoteEntry\\\.js\|mf-manifest\\\.json\)\$\s+"no-cache";/);
    });

    it("serves the build's .br and .gz copies, with Vary, and gzips GraphQL answers", () => {
      expect(template).toMatch(/^ {4}gzip_static on;$/m);
      expect(template).toMatch(/^ {4}brotli_static on;$/m);
      expect(template).toMatch(/^ {4}gzip_vary on;$/m);
      expect(template).toMatch(/^ {4}gzip_min_length 1024;$/m);
      expect(template).toMatch(/gzip_types[^;]*application\/graphql-response\+json/);
      expect(readFileSync(join(root, 'docker/web.Dockerfile'), 'utf8')).toContain('load_module modules/ngx_http_brotli_static_module.so;');
    });
  });
});
