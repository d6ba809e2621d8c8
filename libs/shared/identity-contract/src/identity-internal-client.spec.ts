import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { FieldValidationError, INTERNAL_IDENTITY_HEADER, requestHash, verifyIdentity } from '@imali/shared/nest';
import { IdentityInternalClient } from './identity-internal-client';

const secret = 's'.repeat(40);
const uuid = '5b0e2c3a-0d5e-4d8b-9f57-1d2a3b4c5d6e';
const client = { idNumber: '9005175123087', firstNames: 'Themba', surname: 'Ndlovu' };

interface Seen {
  path: string;
  body: string;
  verified: boolean;
}

/** Identity's internal API stand-in: checks the signature as identity does, answers with `status` and `body`. */
async function identityAnswering(status: number, answer: unknown, delayMs = 0): Promise<{ url: string; server: Server; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const result = verifyIdentity(request.headers[INTERNAL_IDENTITY_HEADER], secret, { audience: 'identity', expectedRequestHash: requestHash(request.method!, request.url!, body) });
      seen.push({ path: request.url!, body, verified: result.ok });
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen };
}

const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
const codeOf = (error: unknown) => (error as GraphQLError).extensions?.['code'];

describe('IdentityInternalClient', () => {
  let running: Server | undefined;
  afterEach(() => running?.close());

  it('signs each call for identity, the route and the exact body, and returns the typed answer', async () => {
    const { url, server, seen } = await identityAnswering(200, { clientId: uuid, created: true });
    running = server;
    await expect(new IdentityInternalClient({ baseUrl: url, secret }).ensureClient(client, uuid)).resolves.toEqual({ clientId: uuid, created: true });
    expect(seen).toEqual([{ path: '/internal/clients/ensure', body: JSON.stringify({ client, key: uuid }), verified: true }]);
  });

  it('resolves a session, and answers null for a token identity refuses (401)', async () => {
    const identity = { userId: uuid, clientId: uuid, sessionId: uuid, staff: { staffId: uuid, roles: ['OPERATIONS'] } };
    let stub = await identityAnswering(200, { identity });
    running = stub.server;
    await expect(new IdentityInternalClient({ baseUrl: stub.url, secret }).resolveSession('t'.repeat(40))).resolves.toEqual(identity);
    stub.server.close();
    stub = await identityAnswering(401, { identity: null });
    running = stub.server;
    await expect(new IdentityInternalClient({ baseUrl: stub.url, secret }).resolveSession('t'.repeat(40))).resolves.toBeNull();
  });

  it('reads a client’s birth date (null when identity holds none) on its own route', async () => {
    let stub = await identityAnswering(200, { birthDate: '1966-03-14' });
    running = stub.server;
    await expect(new IdentityInternalClient({ baseUrl: stub.url, secret }).clientBirthDate(uuid)).resolves.toBe('1966-03-14');
    expect(stub.seen).toEqual([{ path: '/internal/clients/birth-date', body: JSON.stringify({ clientId: uuid }), verified: true }]);
    stub.server.close();
    stub = await identityAnswering(200, { birthDate: null });
    running = stub.server;
    await expect(new IdentityInternalClient({ baseUrl: stub.url, secret }).clientBirthDate(uuid)).resolves.toBeNull();
  });

  it('reports identity’s field errors under the caller’s prefix', async () => {
    const { url, server } = await identityAnswering(400, { error: 'Invalid ID number', code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'Invalid ID number' }] });
    running = server;
    const error = await caught(new IdentityInternalClient({ baseUrl: url, secret }).ensureClient(client, uuid, { fieldPrefix: 'members.0' }));
    expect(error).toBeInstanceOf(FieldValidationError);
    expect((error as FieldValidationError).fieldErrors).toEqual([{ field: 'members.0.idNumber', message: 'Invalid ID number' }]);
  });

  it('refuses a request outside the contract before sending it, with the same field errors', async () => {
    const { url, server, seen } = await identityAnswering(200, {});
    running = server;
    const account = { branchCode: '250655' } as unknown as { branchCode: string; accountNo: string };
    const error = await caught(new IdentityInternalClient({ baseUrl: url, secret }).ensureBankAccount(uuid, account, { fieldPrefix: 'bankAccount' }));
    expect((error as FieldValidationError).fieldErrors).toEqual([{ field: 'bankAccount.accountNo', message: 'This field is required' }]);
    expect(seen).toEqual([]);
  });

  it.each([
    ['a 5xx', 500, { error: 'boom' }],
    ['a 403', 403, { error: 'Not found', code: 'NOT_FOUND' }],
    ['a 400 without field errors', 400, { error: 'bad' }],
    ['an answer outside the contract', 200, { bankAccount: { id: uuid } }],
    ['an answer that is not JSON', 200, '<html>'],
  ])('answers %s with SUBGRAPH_UNAVAILABLE and the caller’s message', async (_label, status, answer) => {
    const { url, server } = await identityAnswering(status, answer);
    running = server;
    const error = await caught(
      new IdentityInternalClient({ baseUrl: url, secret }).ensureBankAccount(uuid, { branchCode: '250655', accountNo: '62001234567' }, { unavailableMessage: 'Try again soon' }),
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect(codeOf(error)).toBe('SUBGRAPH_UNAVAILABLE');
    expect((error as GraphQLError).message).toBe('Try again soon');
  });

  it('answers an identity that is down, or slower than the timeout, the same way', async () => {
    expect(codeOf(await caught(new IdentityInternalClient({ baseUrl: 'http://127.0.0.1:9', secret }).ownsBankAccount(uuid, uuid)))).toBe('SUBGRAPH_UNAVAILABLE');
    const { url, server } = await identityAnswering(200, { owned: true }, 500);
    running = server;
    const started = Date.now();
    expect(codeOf(await caught(new IdentityInternalClient({ baseUrl: url, secret, timeoutMs: 100 }).ownsBankAccount(uuid, uuid)))).toBe('SUBGRAPH_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(450);
  });
});
