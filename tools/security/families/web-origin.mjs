// Issue 10 hole 7 and the upload weakness: a malformed URL gets 400 and the origin keeps
// answering; no path escapes the built files; an 8 MB upload gets 413, not 502.
import { readFileSync } from 'node:fs';
import { rawRequest } from '../http.mjs';

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

export async function run(ctx, attack) {
  const alive = async () => (await rawRequest(ctx.url, { path: '/healthz', timeoutMs: 3000 })).status === 200;
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
  const long = await rawRequest(ctx.url, { path: `/${'a'.repeat(100_000)}` });
  // A 414/431, or the connection closed before the request was read (Node's header limit): refused.
  const closed = long.status === 0 && /ECONNRESET|EPIPE|socket hang up/.test(long.failure ?? '');
  attack('GET with a 100 KB path is refused', closed || (long.status >= 400 && long.status < 500), long.failure ?? `HTTP ${long.status}`);
  attack('after a 100 KB path the origin still answers', await alive(), 'the origin is down');

  const big = Buffer.alloc(8 * 1024 * 1024, 0x41);
  big.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
  const upload = await rawRequest(ctx.url, { method: 'POST', path: '/files', headers: { 'content-type': 'image/png', 'content-length': String(big.length), 'x-file-name': 'big.png' }, body: big, timeoutMs: 30_000 });
  attack('an 8 MB upload answers 413', upload.status === 413, upload.failure ?? `HTTP ${upload.status} ${upload.text.slice(0, 80)}`);
  attack('after an 8 MB upload the origin still answers', await alive(), 'the origin is down');
  const chunked = await rawRequest(ctx.url, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big, timeoutMs: 30_000 });
  attack('an 8 MB GraphQL body answers 413', chunked.status === 413, chunked.failure ?? `HTTP ${chunked.status} ${chunked.text.slice(0, 80)}`);
  attack('after an 8 MB GraphQL body the origin still answers', await alive(), 'the origin is down');
}
