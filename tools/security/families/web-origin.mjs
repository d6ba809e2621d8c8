// Issue 10 hole 7 and the upload weakness: a malformed URL gets 400 and the origin keeps
// answering; no path escapes the built files; an 8 MB upload gets 413, not 502.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rawRequest, rawSocket, socketUpload } from '../http.mjs';
import { clientB } from '../fixtures.mjs';
import { TINY_PNG_BASE64 } from '../schema.mjs';

export const name = 'web-origin';
const root = new URL('../../..', import.meta.url).pathname;

const MALFORMED = ['/remotes/funeral/%ZZ', '/%ZZ', '/remotes/funeral/%', '/remotes/funeral/%E0%A4%A', '/%C0%AE%C0%AE/', '/sign-in%', '/remotes.json%G1', '/remotes/funeral/%uD83D'];
const TRAVERSAL = [
  '/remotes/funeral/..%2f..%2f..%2f..%2fpackage.json',
  '/remotes/funeral/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
  '/remotes/funeral/%252e%252e/%252e%252e/package.json',
  '/..%2f..%2fpackage.json',
  '/remotes/..%2f..%2f..%2fpackage.json',
  '/remotes/funeral/..\\..\\..\\..\\package.json',
  '/remotes/funeral/%00',
  '/%00index.html',
];

// Names a browser may send for an upload (the web sends them percent-encoded in X-File-Name).
const FILE_NAMES = [
  'invoice\u202Egnp.exe',
  'photo\u200F\u2066.png',
  '../../../etc/passwd',
  '..\\..\\boot.ini',
  'id.png\u0000.exe',
  'payslip.exe',
  'line\r\nbreak.png',
  `${'a'.repeat(1000)}.png`,
  '.htaccess',
];

export async function run(ctx, attack) {
  const alive = async () => (await rawRequest(ctx.url, { path: '/healthz', timeoutMs: 3000 })).status === 200;
  // Stored file names: no control or bidi characters, no path, bounded, the sniffed type's extension.
  const b = await clientB(ctx);
  for (const fileName of FILE_NAMES) {
    // Bytes after the image's end differ per upload, so the vault keeps each as a file of its own.
    const png = Buffer.concat([Buffer.from(TINY_PNG_BASE64, 'base64'), randomBytes(16)]);
    const r = await rawRequest(ctx.url, {
      method: 'POST',
      path: '/files',
      headers: { 'content-type': 'image/png', 'content-length': String(png.length), 'x-file-name': encodeURIComponent(fileName), cookie: b.session.cookieHeader() },
      body: png,
    });
    let stored = null;
    try {
      stored = JSON.parse(r.text).name ?? null;
    } catch {
      /* not JSON */
    }
    const label = JSON.stringify(fileName).slice(0, 40);
    if (r.status !== 201) {
      attack(`upload named ${label} is stored or refused cleanly`, r.status >= 400 && r.status < 500, r.failure ?? `HTTP ${r.status} ${r.text.slice(0, 80)}`);
      continue;
    }
    const bad = [];
    if (typeof stored !== 'string') bad.push('no name in the answer');
    else {
      // Unicode classes: Cc (controls) and the bidi formatting characters.
      if (/\p{Cc}|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(stored)) bad.push('control or bidi characters kept');
      if (/[/\\]/.test(stored) || stored.startsWith('.')) bad.push('a path or hidden name kept');
      if (stored.length > 255) bad.push(`${stored.length} characters`);
      if (!/\.png$/i.test(stored)) bad.push('extension is not the sniffed .png');
    }
    attack(`upload named ${label}: stored as a safe name`, !bad.length, `${bad.join(', ')}: ${JSON.stringify(stored)?.slice(0, 80)}`);
  }

  const pkg = readFileSync(`${root}package.json`, 'utf8').slice(0, 60);
  for (const path of MALFORMED) {
    const r = await rawRequest(ctx.url, { path });
    attack(`GET ${path} answers 400`, r.status === 400, r.failure ?? `HTTP ${r.status}`);
    attack(`GET ${path}: the origin still answers`, await alive(), 'the origin is down');
  }
  for (const path of TRAVERSAL) {
    const r = await rawRequest(ctx.url, { path });
    attack(`GET ${path} reads no file outside the build`, r.status > 0 && r.status < 500 && !r.text.includes(pkg) && !r.text.includes('"devDependencies"'), r.failure ?? `HTTP ${r.status} ${r.text.slice(0, 60)}`);
    attack(`GET ${path}: the origin still answers`, await alive(), 'the origin is down');
  }
  // Requests no browser sends: refused with a 4xx (or the connection closed), and the origin lives.
  const host = new URL(ctx.url).host;
  for (const [label, bytes] of [
    ['no Host header', 'GET / HTTP/1.1\r\n\r\n'],
    ['a Host with a space', 'GET / HTTP/1.1\r\nHost: exa mple\r\n\r\n'],
    ['an absolute target with a bad escape', `GET http://${host}/remotes/funeral/%ZZ HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    ['Content-Length and Transfer-Encoding together', `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    ['two Content-Lengths', `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}`],
    ['a NUL in a header', `GET / HTTP/1.1\r\nHost: ${host}\r\nX-A: a\u0000b\r\n\r\n`],
    ['a method with a NUL', `G\u0000T / HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
  ]) {
    const r = await rawSocket(ctx.url, Buffer.from(bytes, 'latin1'));
    const closed = r.status === 0 && /ECONNRESET|EPIPE|closed without an answer/.test(r.failure ?? '');
    attack(`${label}: refused`, closed || (r.status >= 400 && r.status < 500), r.failure ?? r.text.split('\r\n')[0]);
    attack(`${label}: the origin still answers`, await alive(), 'the origin is down');
  }

  const long = await rawRequest(ctx.url, { path: `/${'a'.repeat(100_000)}` });
  // A 414/431, or the connection closed before the request was read (Node's header limit): refused.
  const closed = long.status === 0 && /ECONNRESET|EPIPE|socket hang up/.test(long.failure ?? '');
  attack('GET with a 100 KB path is refused', closed || (long.status >= 400 && long.status < 500), long.failure ?? `HTTP ${long.status}`);
  attack('after a 100 KB path the origin still answers', await alive(), 'the origin is down');

  const big = Buffer.alloc(8 * 1024 * 1024, 0x41);
  big.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
  const upload = await socketUpload(ctx.url, { path: '/files', headers: { 'content-type': 'image/png', 'x-file-name': 'big.png', cookie: b.session.cookieHeader() }, body: big });
  attack('an 8 MB upload answers 413', upload.status === 413, upload.failure ?? `HTTP ${upload.status} ${upload.text.slice(0, 80)}`);
  attack('after an 8 MB upload the origin still answers', await alive(), 'the origin is down');
  const chunked = await socketUpload(ctx.url, { path: '/graphql', headers: { 'content-type': 'application/json' }, body: big });
  attack('an 8 MB GraphQL body answers 413', chunked.status === 413, chunked.failure ?? `HTTP ${chunked.status} ${chunked.text.slice(0, 80)}`);
  attack('after an 8 MB GraphQL body the origin still answers', await alive(), 'the origin is down');
}
