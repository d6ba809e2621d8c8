#!/usr/bin/env node
// The one origin of `npm start`, as the ingress is in production (docker/nginx):
//   /graphql           -> the gateway (proxied, keep-alive)
//   /files, /files/*   -> the gateway (document uploads and downloads, the vault's)
//   /remotes.json      -> the runtime remote manifest (REMOTES_MANIFEST overrides the built one)
//   /remotes/<area>/*  -> that remote's bundle (dist/apps/<area>/web)
//   everything else    -> the shell (dist/apps/shell), index.html for app routes
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

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
const security = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};

function sendFile(res, file, status = 200) {
  const name = file.split('/').pop();
  const revalidate = /\.(html|json)$/.test(name) || name === 'remoteEntry.js';
  res.writeHead(status, {
    ...security,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': revalidate ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  createReadStream(file).pipe(res);
}

function notFound(res) {
  res.writeHead(404, { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Not found');
}

function fileUnder(dir, urlPath) {
  const path = normalize(join(dir, decodeURIComponent(urlPath)));
  if (!path.startsWith(dir)) return null; // no ../ escapes
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

function proxy(req, res) {
  const upstream = http.request(
    { host: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers: { ...req.headers, host: gateway.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' }, agent, timeout: 30_000 },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Imali is not available right now. Please try again in a few minutes.', extensions: { code: 'GATEWAY_UNAVAILABLE' } }] }));
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://origin');
  if (pathname === '/graphql' || pathname === '/files' || pathname.startsWith('/files/')) return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, security);
    return res.end();
  }
  if (pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"status":"ok"}');
  }
  if (pathname === '/remotes.json') return existsSync(manifest) ? sendFile(res, manifest) : notFound(res);
  const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(pathname);
  if (remote) {
    const file = fileUnder(join(root, 'dist/apps', remote[1], 'web'), remote[2]);
    return file ? sendFile(res, file) : notFound(res);
  }
  const file = pathname !== '/' && fileUnder(shellDir, pathname.slice(1));
  if (file) return sendFile(res, file);
  // App routes fall back to the shell; a missing asset (has an extension) is a real 404.
  if (extname(pathname)) return notFound(res);
  const index = join(shellDir, 'index.html');
  return existsSync(index) ? sendFile(res, index) : notFound(res);
});
server.keepAliveTimeout = 65_000;
server.on('error', (error) => {
  process.stderr.write(`[web] failed to start: ${error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => process.stdout.write(`${JSON.stringify({ service: 'web', level: 'info', msg: 'listening', port })}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
