#!/usr/bin/env node
// The one origin of `npm start`, as the ingress is in production (docker/nginx):
//   /graphql           -> the gateway (proxied, keep-alive)
//   /files, /files/*   -> the gateway (document uploads and downloads, the vault's)
//   /remotes.json      -> the runtime remote manifest (REMOTES_MANIFEST overrides the built one)
//   /remotes/<area>/*  -> that remote's bundle (dist/apps/<area>/web)
//   everything else    -> the shell (dist/apps/shell), index.html for app routes
// No request may end this process: every bad URL, header or upstream failure is an answer (4xx/5xx).
// Files go out as nginx sends them (docker/nginx/default.conf.template): the build's .br/.gz copy
// by Accept-Encoding (tools/webpack/precompress-plugin.js), else gzipped here; content-hashed
// names immutable for a year, entry points (index.html, remotes.json, mf-manifest.json,
// remoteEntry.js) revalidated with ETag/Last-Modified; ranges and HEAD on every representation.
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import zlib from 'node:zlib';

const root = resolve(new URL('../..', import.meta.url).pathname);
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000');
// WEB_DIST: another build output to serve (tests use a fixture); default the workspace's dist/.
const dist = resolve(process.env.WEB_DIST ?? join(root, 'dist'));
const shellDir = join(dist, 'apps/shell');
const manifest = process.env.REMOTES_MANIFEST ?? join(shellDir, 'remotes.json');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
};
// The production security headers (docker/nginx/security-headers.conf, one definition for both).
// HSTS is left out: this origin is plain http, where browsers ignore it.
const security = Object.fromEntries(
  [...readFileSync(join(root, 'docker/nginx/security-headers.conf'), 'utf8').matchAll(/^add_header ([A-Za-z-]+) "([^"]*)" always;$/gm)]
    .map(([, name, value]) => [name.toLowerCase(), value])
    .filter(([name]) => name !== 'strict-transport-security'),
);
// UPLOAD_MAX_BYTES and UPLOAD_SIZE_MESSAGE of libs/shared/domain (file-upload.ts): this script
// cannot import TypeScript, and web-origin.spec.ts fails when the two differ.
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const UPLOAD_SIZE_MESSAGE = 'The file is larger than 5 MB';
// GRAPHQL_MAX_BODY_BYTES and GRAPHQL_TOO_LARGE_MESSAGE of libs/shared/domain (graphql-request.ts),
// the gateway's own limit: a larger body is refused here with the gateway's answer, not a 502.
const GRAPHQL_MAX_BODY_BYTES = 256 * 1024;
const GRAPHQL_TOO_LARGE_MESSAGE = 'The request is too large.';
const uploadTooLarge = JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_SIZE_MESSAGE } });
const graphqlTooLarge = JSON.stringify({ errors: [{ message: GRAPHQL_TOO_LARGE_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
// Far above any route of the shell or a remote; longer targets are probes.
const MAX_TARGET_LENGTH = 2048;
// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port (linear-time).
const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
// /files, /files/<id> and the generated PDFs /files/pdf/<kind>/<id>[/<part>] (the vault's, issue 15).
const FILE_ROUTE = /^\/files(?:\/[A-Za-z0-9-]{1,64}|\/pdf(?:\/[A-Za-z0-9-]{1,64}){2,3})?$/;

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

function notFound(res) {
  plain(res, 404, 'Not found');
}

// What compresses: text. Images and fonts (woff2 is Brotli inside) are sent as they are.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.webmanifest']);
// Below this the headers dominate (nginx: gzip_min_length 1024; the build skips these too).
const MIN_COMPRESS_BYTES = 1024;
// Content-hashed names as webpack writes them (name.0123abcd.js, 263.61e0831b.js): never change,
// so a browser keeps them a year without asking. The same pattern as nginx's map (a test checks).
const CONTENT_HASHED = /[./_-][0-9a-f]{8,}(?:\.[A-Za-z0-9]+)+$/;
// Entry points: their names stay, their content changes with each deploy.
const ENTRY_POINT = /(?:^|\/)(?:remoteEntry\.js|mf-manifest\.json)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control of a successful answer for `path` (nginx: map $uri $imali_cache_by_path). */
function cachePolicy(path) {
  if (ENTRY_POINT.test(path)) return 'no-cache';
  return CONTENT_HASHED.test(path) ? IMMUTABLE : 'no-cache';
}

/** The codings the client takes, best first: br before gzip when their q-values tie; never a q=0 one. */
function acceptedCodings(header) {
  if (typeof header !== 'string' || header === '') return [];
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (coding) => q.get(coding) ?? q.get('*') ?? 0;
  return ['br', 'gzip'].filter((coding) => of(coding) > 0).sort((a, b) => of(b) - of(a));
}

const etagOf = (stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

// Gzipped here when the build left no copy (a development build, the REMOTES_MANIFEST override),
// at nginx's gzip_comp_level; gzip only, as nginx compresses on the fly. Kept per file while it is
// unchanged, a few at a time.
const gzippedCache = new Map();
const GZIPPED_CACHE_ENTRIES = 64;
function gzippedNow(file, stats) {
  const cached = gzippedCache.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.data;
  const data = zlib.gzipSync(readFileSync(file), { level: 5 });
  gzippedCache.delete(file);
  gzippedCache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, data });
  if (gzippedCache.size > GZIPPED_CACHE_ENTRIES) gzippedCache.delete(gzippedCache.keys().next().value);
  return data;
}

const statFile = (path) => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};

/**
 * The representation of `file` to send: a file on disk (the original or its .br/.gz copy) or
 * bytes compressed here, with its coding, size, validators.
 */
function representation(req, file, stats) {
  const identity = { path: file, size: stats.size, coding: null, etag: etagOf(stats), mtime: stats.mtime };
  if (!COMPRESSIBLE.has(extname(file)) || stats.size < MIN_COMPRESS_BYTES) return identity;
  const codings = acceptedCodings(req.headers['accept-encoding']);
  for (const coding of codings) {
    const variant = `${file}.${coding === 'br' ? 'br' : 'gz'}`;
    const variantStats = statFile(variant);
    if (variantStats) return { path: variant, size: variantStats.size, coding, etag: etagOf(variantStats), mtime: variantStats.mtime };
  }
  if (!codings.includes('gzip')) return identity;
  const data = gzippedNow(file, stats);
  // Weak: the bytes depend on this process's compressor, not on the file alone (as nginx's gzip).
  return { data, size: data.length, coding: 'gzip', etag: `W/${identity.etag}`, mtime: stats.mtime };
}

/** If-None-Match (weak comparison), else If-Modified-Since: is the client's copy current? */
function notModified(req, rep) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    const strip = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(rep.etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(rep.mtime.getTime() / 1000) * 1000 <= since;
}

/** One `bytes=` range of `size` bytes: { start, end }, 'unsatisfiable', or null (send it all). */
function byteRange(req, rep) {
  const header = req.headers.range;
  if (typeof header !== 'string') return null;
  // If-Range: the range only applies to the representation the client has part of (strong match).
  const ifRange = req.headers['if-range'];
  if (typeof ifRange === 'string') {
    const isTag = ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/');
    const current = isTag ? !rep.etag.startsWith('W/') && ifRange.trim() === rep.etag : Date.parse(ifRange) === Math.floor(rep.mtime.getTime() / 1000) * 1000;
    if (!current) return null;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or nonsense: the whole file
  const size = rep.size;
  let start;
  let end;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start && match[2] !== '') return null; // an invalid range is ignored
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function sendFile(req, res, file, urlPath) {
  const stats = statFile(file);
  if (!stats) return notFound(res); // gone since it was found (a rebuild)
  const rep = representation(req, file, stats);
  const headers = {
    ...security,
    'cache-control': cachePolicy(urlPath),
    etag: rep.etag,
    'last-modified': rep.mtime.toUTCString(),
  };
  if (COMPRESSIBLE.has(extname(file))) headers.vary = 'Accept-Encoding';
  if (notModified(req, rep)) {
    res.writeHead(304, headers);
    return res.end();
  }
  headers['content-type'] = types[extname(file)] ?? 'application/octet-stream';
  if (rep.coding) headers['content-encoding'] = rep.coding;
  headers['accept-ranges'] = 'bytes';
  const range = byteRange(req, rep);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${rep.size}`, 'content-length': 0, 'cache-control': 'no-store' });
    return res.end();
  }
  const { start, end } = range ?? { start: 0, end: rep.size - 1 };
  if (range) headers['content-range'] = `bytes ${start}-${end}/${rep.size}`;
  headers['content-length'] = Math.max(0, end - start + 1);
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || rep.size === 0) return res.end();
  if (rep.data) return res.end(rep.data.subarray(start, end + 1));
  createReadStream(rep.path, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}

/** The decoded path of a request target, or the status that refuses it. */
function requestPath(target) {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  // Origin-form only: absolute-form (`GET http://…`) and `*` are for proxies, not for us.
  if (!target.startsWith('/')) return { status: 400 };
  const raw = target.split('?')[0];
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { status: 400 }; // %ZZ, a lone %, broken UTF-8
  }
  // Control characters (NUL included), backslashes and dot segments only appear in probes:
  // refusing them keeps every path below its directory whatever normalize() would make of it.
  const refused = (code) => code < 0x20 || code === 0x7f || code === 0x5c;
  for (let i = 0; i < path.length; i++) if (refused(path.charCodeAt(i))) return { status: 400 };
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return { status: 400 };
  return { raw, path };
}

/** A file inside `dir` (never outside it, never a directory), or null. */
function fileUnder(dir, relativePath) {
  const path = normalize(join(dir, relativePath));
  if (!path.startsWith(dir + sep)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null; // missing, or a name the file system refuses (too long, ...)
  }
}

// After refusing a body, the rest is read and dropped (nginx's lingering close), never forwarded
// nor kept: hanging up at once resets the connection, and a browser still sending its file then
// shows a network error instead of the 413. Bounded, so nobody can keep the socket busy.
const LINGER_BYTES = 32 * 1024 * 1024;
const LINGER_MS = 5000;

function tooLarge(req, res, body) {
  res.writeHead(413, { ...security, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
  let dropped = 0;
  const hangUp = () => req.socket.destroy();
  const timer = setTimeout(hangUp, LINGER_MS);
  req.on('end', () => clearTimeout(timer));
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) hangUp();
  });
  req.resume();
}

/**
 * Whether to gzip the gateway's answer: JSON (GraphQL) of at least MIN_COMPRESS_BYTES or of
 * unknown length, not compressed already, as nginx's gzip_proxied does. gzip only, as nginx
 * compresses on the fly (Brotli is for the build's files): docs/decisions/precompressed-assets.md.
 */
function gzipAnswer(response) {
  if (response.headers['content-encoding'] || response.statusCode === 204 || response.statusCode === 304) return false;
  if (!/^application\/(?:graphql-response\+)?json\b/i.test(String(response.headers['content-type'] ?? ''))) return false;
  const length = Number(response.headers['content-length']);
  return !(length < MIN_COMPRESS_BYTES);
}

/**
 * Streams the request to the gateway: `limit` bytes at most, else `refusal` with a 413. With
 * `compress`, JSON answers go out gzipped to clients that take gzip.
 */
function proxy(req, res, limit, refusal, compress = false) {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return tooLarge(req, res, refusal);
  let answered = false; // the gateway's answer (or ours) is on its way: later upstream errors change nothing
  const upstream = http.request(
    { host: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers: { ...req.headers, host: gateway.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' }, agent, timeout: 30_000 },
    (response) => {
      answered = true;
      req.resume(); // the rest of the body, if any, is dropped (it may be waiting for a drain that never comes)
      // The gateway's answers carry the same security headers as every page (nosniff above all).
      const headers = { ...security, ...response.headers };
      let gzip = null;
      if (compress && gzipAnswer(response)) {
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        if (req.method !== 'HEAD' && acceptedCodings(req.headers['accept-encoding']).includes('gzip')) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          gzip = zlib.createGzip({ level: 5 });
        }
      }
      try {
        res.writeHead(response.statusCode ?? 502, headers);
      } catch {
        // A header Node will not send on (it runs outside route()'s try): the gateway misbehaved.
        response.destroy();
        return plain(res, 502, 'Bad gateway');
      }
      response.on('error', () => res.destroy());
      if (!gzip) return response.pipe(res);
      // A gateway answer cut short (error above) cuts the browser's short too: no valid gzip end.
      gzip.on('error', () => res.destroy());
      response.pipe(gzip).pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => {
    if (answered) return;
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { ...security, 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Imali is not available right now. Please try again in a few minutes.', extensions: { code: 'GATEWAY_UNAVAILABLE' } }] }));
  });
  // Counted as it streams: a chunked body that grows past the limit is cut off there.
  let received = 0;
  req.on('data', (chunk) => {
    if (answered) return;
    received += chunk.length;
    if (received > limit) {
      answered = true;
      upstream.destroy();
      return tooLarge(req, res, refusal);
    }
    if (!upstream.write(chunk)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.on('end', () => upstream.end());
  req.on('error', () => upstream.destroy());
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy(); // the browser went away
  });
}

function route(req, res) {
  const target = requestPath(req.url ?? '');
  if (target.status) return plain(res, target.status, 'Bad request', { connection: 'close' });
  if (typeof req.headers.host !== 'string' || !HOST.test(req.headers.host)) return plain(res, 400, 'Bad request', { connection: 'close' });
  const { raw, path } = target;
  // Proxied only as spelled canonically, so this origin and the gateway never disagree on a route.
  if (raw === '/graphql') return proxy(req, res, GRAPHQL_MAX_BODY_BYTES, graphqlTooLarge, true);
  if (FILE_ROUTE.test(raw)) return proxy(req, res, UPLOAD_MAX_BYTES, uploadTooLarge);
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"status":"ok"}');
  }
  if (path === '/remotes.json') return existsSync(manifest) ? sendFile(req, res, manifest, path) : notFound(res);
  const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(path);
  if (remote) {
    const file = fileUnder(join(dist, 'apps', remote[1], 'web'), remote[2]);
    return file ? sendFile(req, res, file, path) : notFound(res);
  }
  const file = path !== '/' && fileUnder(shellDir, path.slice(1));
  if (file) return sendFile(req, res, file, path);
  // App routes fall back to the shell; a missing asset (has an extension) is a real 404.
  if (extname(path)) return notFound(res);
  const index = join(shellDir, 'index.html');
  return existsSync(index) ? sendFile(req, res, index, '/index.html') : notFound(res);
}

const server = http.createServer((req, res) => {
  try {
    route(req, res);
  } catch (error) {
    // A bug here must cost one answer, not the process.
    process.stderr.write(`${JSON.stringify({ service: 'web', level: 'error', msg: 'request failed', error: String(error?.message ?? error) })}\n`);
    if (res.headersSent) res.destroy();
    else plain(res, 500, 'Something went wrong');
  }
});
// Keep-alive: a phone reuses its connection across a page's requests and the next click (no new
// TCP and TLS handshakes on a slow network); longer than the 60 s idle timeout of common load
// balancers in front. headersTimeout stays above it, as Node advises, so an idle kept-alive socket
// is closed by the keep-alive timer, never cut while a request's headers arrive.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (error) => {
  process.stderr.write(`[web] failed to start: ${error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => process.stdout.write(`${JSON.stringify({ service: 'web', level: 'info', msg: 'listening', port: server.address().port })}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
