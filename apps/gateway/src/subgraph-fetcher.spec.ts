import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { INTERNAL_IDENTITY_HEADER, requestHash, verifyIdentity, type CallerIdentity } from '@imali/shared/nest';
import { subgraphFetcher, unsignedIdentity } from './subgraph-fetcher';

const secret = 's'.repeat(40);
const groupSales: CallerIdentity = {
  userId: 'u-1',
  clientId: 'c-1',
  sessionId: 's-1',
  verification: { registered: true, acceptedTerms: true, otpVerified: true },
  staff: { staffId: 'e-1', roles: ['GROUP_SALES'] },
};

describe('subgraphFetcher: the identity each subgraph receives', () => {
  let server: Server;
  let url: string;
  const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
  const agent = new Agent();
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data":{}}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    server.close();
    await agent.close();
  });

  it('signs the caller, sign-up steps and staff roles for that subgraph and that exact request', async () => {
    const fetcher = subgraphFetcher(agent, 1000, { audience: 'groups', secret }) as unknown as (url: string, init: object) => Promise<{ ok: boolean }>;
    const body = JSON.stringify({ query: '{ __typename }' });
    expect((await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: unsignedIdentity(groupSales) }, body })).ok).toBe(true);
    const { headers, body: received } = seen.at(-1)!;
    const result = verifyIdentity(headers[INTERNAL_IDENTITY_HEADER], secret, { audience: 'groups', expectedRequestHash: requestHash('POST', '/graphql', received) });
    expect(result).toMatchObject({ ok: true, identity: groupSales });
  });

  it('never sends an unsigned identity: without a signer the header is dropped', async () => {
    const fetcher = subgraphFetcher(agent, 1000) as unknown as (url: string, init: object) => Promise<{ ok: boolean }>;
    await fetcher(url, { method: 'POST', headers: { [INTERNAL_IDENTITY_HEADER]: unsignedIdentity(groupSales) }, body: '{}' });
    expect(seen.at(-1)!.headers[INTERNAL_IDENTITY_HEADER]).toBeUndefined();
  });
});
