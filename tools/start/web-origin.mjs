#!/usr/bin/env node
// The one origin of `npm start`, as the ingress is in production (docker/nginx):
//   /graphql           -> the gateway (proxied, keep-alive)
//   /files, /files/*   -> the gateway (document uploads and downloads, the vault's)
//   /remotes.json      -> the runtime remote manifest (REMOTES_MANIFEST overrides the built one)
//   /remotes/<area>/*  -> that remote's bundle (dist/apps/<area>/web)
//   everything else    -> the shell (dist/apps/shell), index.html for app routes
// No request may end this process: every bad URL, header or upstream failure is an answer (4xx/5xx).
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000');
const shellDir = join(root, 'dist/apps/shell');
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
const FILE_ROUTE = /^\/files(?:\/[A-Za-z0-9-]{1,64})?$/;

function plain(res, status, text, headers = {}) {
  res.writeHead(status, { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

function notFound(res) {
  plain(res, 404, 'Not found');
}

function sendFile(req, res, file, status = 200) {
  const name = file.split('/').pop();
  const revalidate = /\.(html|json)$/.test(name) || name === 'remoteEntry.js';
  let size;
  try {
    size = statSync(file).size;
  } catch {
    return notFound(res); // gone since it was found (a rebuild)
  }
  res.writeHead(status, {
    ...security,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
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

/** Streams the request to the gateway: `limit` bytes at most, else `refusal` with a 413. */
function proxy(req, res, limit, refusal) {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return tooLarge(req, res, refusal);
  let answered = false; // the gateway's answer (or ours) is on its way: later upstream errors change nothing
  const upstream = http.request(
    { host: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers: { ...req.headers, host: gateway.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' }, agent, timeout: 30_000 },
    (response) => {
      answered = true;
      req.resume(); // the rest of the body, if any, is dropped (it may be waiting for a drain that never comes)
      try {
        // The gateway's answers carry the same security headers as every page (nosniff above all).
        res.writeHead(response.statusCode ?? 502, { ...security, ...response.headers });
      } catch {
        // A header Node will not send on (it runs outside route()'s try): the gateway misbehaved.
        response.destroy();
        return plain(res, 502, 'Bad gateway');
      }
      response.on('error', () => res.destroy()).pipe(res);
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
  if (raw === '/graphql') return proxy(req, res, GRAPHQL_MAX_BODY_BYTES, graphqlTooLarge);
  if (FILE_ROUTE.test(raw)) return proxy(req, res, UPLOAD_MAX_BYTES, uploadTooLarge);
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"status":"ok"}');
  }
  if (path === '/remotes.json') return existsSync(manifest) ? sendFile(req, res, manifest) : notFound(res);
  const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(path);
  if (remote) {
    const file = fileUnder(join(root, 'dist/apps', remote[1], 'web'), remote[2]);
    return file ? sendFile(req, res, file) : notFound(res);
  }
  const file = path !== '/' && fileUnder(shellDir, path.slice(1));
  if (file) return sendFile(req, res, file);
  // App routes fall back to the shell; a missing asset (has an extension) is a real 404.
  if (extname(path)) return notFound(res);
  const index = join(shellDir, 'index.html');
  return existsSync(index) ? sendFile(req, res, index) : notFound(res);
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
server.keepAliveTimeout = 65_000;
server.on('error', (error) => {
  process.stderr.write(`[web] failed to start: ${error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => process.stdout.write(`${JSON.stringify({ service: 'web', level: 'info', msg: 'listening', port: server.address().port })}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
