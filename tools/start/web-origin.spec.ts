// The development web origin (tools/start/web-origin.mjs) as a real process: hostile requests are
// answered with 4xx and never end it; uploads stop at the shared limit before the body is read.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { GRAPHQL_MAX_BODY_BYTES, GRAPHQL_TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@imali/shared/domain';
import { growingUpload, rawHttp } from '@imali/shared/testing';

const root = join(__dirname, '../..');

const raw = rawHttp;
const get = (port: number, target: string, host = 'localhost:4200') => raw(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

describe('the web origin', () => {
  let origin: ChildProcess;
  let port: number;
  let gateway: http.Server;
  let gatewayPort: number;
  let gatewayBytes = 0;
  const output: string[] = [];

  beforeAll(async () => {
    // A stand-in gateway that counts what reaches it.
    gateway = http.createServer((req, res) => {
      req.on('data', (chunk: Buffer) => (gatewayBytes += chunk.length));
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"f"}'));
    });
    await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
    gatewayPort = (gateway.address() as net.AddressInfo).port;
    origin = spawn(process.execPath, ['tools/start/web-origin.mjs'], { cwd: root, env: { PATH: process.env.PATH, PORT: '0', GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` } });
    origin.stderr?.on('data', (chunk) => output.push(String(chunk)));
    port = await new Promise<number>((resolve, reject) => {
      origin.stdout?.on('data', (chunk) => {
        output.push(String(chunk));
        const listening = /"port":(\d+)/.exec(String(chunk));
        if (listening) resolve(Number(listening[1]));
      });
      origin.once('exit', (code) => reject(new Error(`web origin exited (${code}): ${output.join('')}`)));
    });
  });

  const closeGateway = () =>
    new Promise<void>((done) => {
      gateway.close(() => done());
      gateway.closeAllConnections();
    });

  afterAll(async () => {
    origin.kill('SIGTERM');
    await closeGateway();
  });

  beforeEach(() => {
    gatewayBytes = 0;
  });

  const stillAnswers = async () => {
    expect(origin.exitCode).toBeNull();
    expect((await get(port, '/healthz')).status).toBe(200);
  };

  it.each([
    ['a malformed escape in a remote path (/remotes/funeral/%ZZ)', 400, '/remotes/funeral/%ZZ'],
    ['a lone %', 400, '/%'],
    ['a truncated escape', 400, '/remotes/funeral/a%E'],
    ['broken UTF-8', 400, '/remotes/funeral/%C0%AF'],
    ['an encoded NUL', 400, '/remotes/funeral/main.js%00.png'],
    ['encoded .. out of a remote', 400, '/remotes/funeral/..%2F..%2F..%2Fpackage.json'],
    ['encoded .. out of the shell', 400, '/%2e%2e/%2e%2e/package.json'],
    ['double-encoded .. (a file name, not found)', 404, '/remotes/funeral/%252e%252e%252fpackage.json'],
    ['a backslash', 400, '/remotes/funeral/..%5C..%5Cpackage.json'],
    ['a very long path', 414, `/${'a'.repeat(5000)}`],
    ['a very long remote path', 414, `/remotes/funeral/${'a/'.repeat(1500)}x.js`],
    ['absolute-form', 400, 'http://evil.example/remotes.json'],
    ['an asterisk', 400, '*'],
    ['a sibling directory of the shell', 400, '/../shell-evil/x.js'],
  ])('%s answers %d and the origin keeps answering', async (_name, status, target) => {
    const response = await get(port, target);
    expect(response.status).toBe(status);
    expect(response.body).not.toContain('"name": "imali"');
    await stillAnswers();
  });

  it.each([
    ['a Host with a path', 'evil.example/x'],
    ['a Host with user info', 'user@evil.example'],
    ['a Host with spaces inside', 'evil example'],
    ['an over-long Host', 'a'.repeat(300)],
    ['a Host with a bad port', 'localhost:http'],
  ])('%s is refused with 400', async (_name, host) => {
    expect((await get(port, '/', host)).status).toBe(400);
    await stillAnswers();
  });

  it.each([
    ['no Host at all', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\nConnection: close\r\n\r\n'],
    ['a bad Content-Length', 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\nConnection: close\r\n\r\n'],
    ['two Content-Lengths', 'POST /files HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab'],
    ['a bad chunk size', 'POST /files HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nab\r\n0\r\n\r\n'],
    ['huge headers', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`],
  ])('%s gets 4xx', async (_name, request) => {
    const response = await raw(port, request);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await stillAnswers();
  });

  it('answers 502 when the gateway is down, and keeps answering', async () => {
    await closeGateway();
    try {
      const response = await raw(port, 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
      expect(response.status).toBe(502);
      expect(response.body).toContain('GATEWAY_UNAVAILABLE');
      await stillAnswers();
    } finally {
      await new Promise<void>((done) => gateway.listen(gatewayPort, '127.0.0.1', done));
    }
  });

  it.each([
    ['a broken status line', 'HTTP/1.1 2x0 OK\r\n\r\n', 502],
    ['a control character in a header', 'HTTP/1.1 200 OK\r\nX-Bad: a\u0001b\r\nContent-Length: 0\r\n\r\n', 502],
    // The head was passed on already: the browser sees the answer cut short.
    ['a connection closed mid-answer', 'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort', 200],
  ])('survives a gateway that answers with %s', async (_name, answer, status) => {
    await closeGateway();
    const garbage = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () => socket.end(answer));
    });
    await new Promise<void>((done) => garbage.listen(gatewayPort, '127.0.0.1', done));
    try {
      const response = await raw(port, 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
      expect(response.status).toBe(status);
      await stillAnswers();
    } finally {
      await new Promise<void>((done) => garbage.close(() => done()));
      await new Promise<void>((done) => gateway.listen(gatewayPort, '127.0.0.1', done));
    }
  });

  it('serves the production security headers except HSTS', async () => {
    const conf = readFileSync(join(root, 'docker/nginx/security-headers.conf'), 'utf8');
    const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(conf)?.[1];
    const response = await get(port, '/no-such-asset.js');
    expect(response.head).toContain(`content-security-policy: ${csp}`);
    expect(response.head).toContain('x-content-type-options: nosniff');
    expect(response.head).toContain('referrer-policy: strict-origin-when-cross-origin');
    expect(response.head).toContain('permissions-policy: ');
    expect(response.head.toLowerCase()).not.toContain('strict-transport-security');
  });

  describe('GraphQL (POST /graphql)', () => {
    it("refuses a body over the gateway's limit with the gateway's own answer (413, not 502), before reading it", async () => {
      const before = gatewayBytes;
      const response = await raw(port, `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${GRAPHQL_MAX_BODY_BYTES + 1}\r\n\r\n${'x'.repeat(1000)}`);
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ errors: [{ message: GRAPHQL_TOO_LARGE_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
      expect(gatewayBytes).toBe(before);
      await stillAnswers();
    });

    it("passes a body of exactly the limit, and the gateway's answer carries the security headers", async () => {
      const before = gatewayBytes;
      const body = Buffer.alloc(GRAPHQL_MAX_BODY_BYTES, 0x20);
      const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        });
        request.on('error', reject);
        request.end(body);
      });
      expect(answer.status).toBe(201);
      expect(gatewayBytes - before).toBe(GRAPHQL_MAX_BODY_BYTES);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });

  describe('uploads (POST /files)', () => {
    it('refuses a declared Content-Length over the shared limit at once, with the shared message', async () => {
      // Headers and a little of the body only: the answer must not wait for the rest.
      const response = await raw(port, `POST /files HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${UPLOAD_MAX_BYTES + 1}\r\n\r\n${'x'.repeat(1000)}`);
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_SIZE_MESSAGE } });
      expect(gatewayBytes).toBe(0);
      await stillAnswers();
    });

    it('passes a body of exactly the limit to the gateway', async () => {
      const body = Buffer.alloc(UPLOAD_MAX_BYTES, 1);
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: '/files', method: 'POST', headers: { 'content-type': 'image/png', 'content-length': body.length } }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        request.end(body);
      });
      expect(status).toBe(201);
      expect(gatewayBytes).toBe(UPLOAD_MAX_BYTES);
    });

    it('cuts off a chunked body as it grows past the limit, without reading the rest', async () => {
      const total = 64 * 1024 * 1024;
      const before = gatewayBytes;
      const answer = await growingUpload(port, '/files', { 'content-type': 'image/png' }, total);
      expect(JSON.parse(answer.text).error.message).toBe(UPLOAD_SIZE_MESSAGE);
      expect(answer.status).toBe(413);
      // The 413 came while the body was still being sent; after it the origin drops at most its
      // bounded linger (32 MiB, so the browser sees the answer rather than a reset) plus what
      // socket buffers hold, however slowly this client notices the answer on a loaded machine.
      // The gateway never got more than the limit.
      expect(answer.sentBytes).toBeLessThan(total);
      expect(answer.sentBytes).toBeLessThanOrEqual(UPLOAD_MAX_BYTES + 32 * 1024 * 1024 + 8 * 1024 * 1024);
      expect(gatewayBytes - before).toBeLessThanOrEqual(UPLOAD_MAX_BYTES);
      await stillAnswers();
    }, 30_000);
  });
});
