// The gateway's POST /files refuses a body over the shared upload limit with a 413 and the shared
// message before reading it all, and passes one of exactly the limit to the vault.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Agent } from 'undici';
import { UPLOAD_MAX_BYTES, UPLOAD_SIZE_MESSAGE } from '@imali/shared/domain';
import { growingUpload, rawHttp } from '@imali/shared/testing';
import { registerFileRoutes } from './file-routes';
import { SessionResolver } from './session';

describe('POST /files at the gateway', () => {
  let fastify: FastifyInstance;
  let vault: http.Server;
  let port: number;
  let vaultBytes = 0;
  let vaultFileName: string | undefined;
  let vaultUrl: string | undefined;
  const dispatcher = new Agent();

  beforeAll(async () => {
    // A stand-in for the vault's /internal/files that counts what reaches it.
    vault = http.createServer((req, res) => {
      vaultFileName = req.headers['x-file-name'] as string | undefined;
      vaultUrl = req.url;
      req.on('data', (chunk: Buffer) => (vaultBytes += chunk.length));
      req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"f","name":"a.png","contentType":"image/png","size":1}'));
    });
    await new Promise<void>((done) => vault.listen(0, '127.0.0.1', done));
    const vaultBaseUrl = `http://127.0.0.1:${(vault.address() as AddressInfo).port}`;
    fastify = Fastify({ bodyLimit: 262_144 });
    registerFileRoutes(fastify, {
      vaultBaseUrl,
      secret: 'x'.repeat(32),
      // Requests here carry no session cookie: the resolver answers "visitor" without asking identity.
      sessions: new SessionResolver('http://127.0.0.1:9', 'x'.repeat(32), dispatcher, 1000),
      dispatcher,
      timeoutMs: 5000,
      onError: () => undefined,
    });
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    port = (fastify.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await fastify.close();
    await new Promise<void>((done) => {
      vault.close(() => done());
      vault.closeAllConnections();
    });
    await dispatcher.close();
  });

  beforeEach(() => {
    vaultBytes = 0;
  });

  it('refuses a declared Content-Length over the limit at once, with the shared message', async () => {
    // Only a little of the body is sent: the answer must not wait for the rest.
    const response = await rawHttp(port, `POST /files HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${UPLOAD_MAX_BYTES + 1}\r\n\r\n${'x'.repeat(1000)}`);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_SIZE_MESSAGE } });
    expect(vaultBytes).toBe(0);
  });

  it('cuts off a chunked body as it grows past the limit, without reading the rest', async () => {
    const total = 40 * 1024 * 1024;
    const answer = await growingUpload(port, '/files', { 'content-type': 'image/png' }, total);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).error.message).toBe(UPLOAD_SIZE_MESSAGE);
    expect(answer.sentBytes).toBeLessThan(total / 2);
    expect(vaultBytes).toBe(0);
  }, 30_000);

  it('passes a body of exactly the limit to the vault', async () => {
    const body = Buffer.alloc(UPLOAD_MAX_BYTES, 1);
    const response = await fetch(`http://127.0.0.1:${port}/files`, { method: 'POST', headers: { 'content-type': 'image/png' }, body });
    expect(response.status).toBe(201);
    expect(vaultBytes).toBe(UPLOAD_MAX_BYTES);
  });

  it('passes on a safe file name with the extension of what the bytes are; one with bidi or control characters as written, for the vault to refuse', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    const send = (name: string) => fetch(`http://127.0.0.1:${port}/files`, { method: 'POST', headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent(name) }, body: png });
    expect((await send('photo.exe')).status).toBe(201);
    expect(decodeURIComponent(vaultFileName ?? '')).toBe('photo.png');
    expect((await send('photo\u202Egnp.exe\u0007')).status).toBe(201);
    expect(decodeURIComponent(vaultFileName ?? '')).toBe('photo\u202Egnp.exe\u0007');
  });

  it("passes a signed file link's query to the vault without a session; drops anything else", async () => {
    const id = '0b7d0f3e-8a43-4b8c-9d1e-2f3a4b5c6d7e';
    vaultUrl = undefined;
    await fetch(`http://127.0.0.1:${port}/files/${id}?expires=1900000000&signature=abc_DEF-123`);
    expect(vaultUrl).toBe(`/internal/files/${id}?expires=1900000000&signature=abc_DEF-123`);
    vaultUrl = undefined;
    expect((await fetch(`http://127.0.0.1:${port}/files/${id}?expires=soon&signature=abc`)).status).toBe(404);
    expect(vaultUrl).toBeUndefined();
  });

  it('serves generated PDFs (/files/pdf/...) only to a signed-in caller and only on their known paths', async () => {
    vaultUrl = undefined;
    const id = '0b7d0f3e-8a43-4b8c-9d1e-2f3a4b5c6d7e';
    for (const path of [`funeral/${id}/schedule`, `do/${id}`, 'funeral/../../internal/x', `funeral/${id}/other`]) {
      expect((await fetch(`http://127.0.0.1:${port}/files/pdf/${path}`)).status).toBe(404);
    }
    expect(vaultUrl).toBeUndefined();
  });

  it('refuses one byte over the limit', async () => {
    const body = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    const response = await fetch(`http://127.0.0.1:${port}/files`, { method: 'POST', headers: { 'content-type': 'image/png' }, body });
    expect(response.status).toBe(413);
    expect(vaultBytes).toBe(0);
  });
});
