import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { loadConfig } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET } from '@imali/shared/testing';
import { CLIENT_ADDRESS_HEADER, createGateway, type RunningGateway } from './create-gateway';
import { gatewayConfigSchema } from './gateway.config';

// Per-address rate limits count against the address the gateway hashes: X-Forwarded-For may set
// it only when it comes from a trusted proxy (TRUSTED_PROXIES), never from the caller itself.
describe('gateway: the client address behind trusted proxies only', () => {
  let subgraph: Server;
  let gateway: RunningGateway;
  const seen: string[] = [];

  beforeAll(async () => {
    // Stands in for funeral, recording the address hash each call carries.
    subgraph = createServer((req, res) => {
      seen.push(String(req.headers[CLIENT_ADDRESS_HEADER] ?? ''));
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data: { getPolicyQuote: null } }));
    });
    await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
    const { port } = subgraph.address() as { port: number };
    gateway = await createGateway(
      loadConfig(gatewayConfigSchema, {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
        SUPERGRAPH_PATH: join(__dirname, '../supergraph.graphql'),
        SUBGRAPH_FUNERAL_URL: `http://127.0.0.1:${port}/graphql`,
        PUBLIC_QUERY_CACHE_TTL_MS: '0',
      }),
    );
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise((resolve) => subgraph.close(resolve));
  });

  const hashFor = async (remoteAddress: string, forwardedFor?: string) => {
    await gateway.fastify.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { query: '{ getPolicyQuote(age: 30, gender: "FEMALE", coverAmount: 30000) { premium } }' },
    });
    return seen.at(-1)!;
  };

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const own = await hashFor('203.0.113.5');
    expect(own).toMatch(/^[0-9a-f]{32}$/);
    expect(await hashFor('203.0.113.5', '198.51.100.7')).toBe(own);
    expect(await hashFor('203.0.113.5', '198.51.100.8, 127.0.0.1')).toBe(own);
  });

  it('believes it from a trusted proxy (the dev web origin on loopback)', async () => {
    const client = await hashFor('198.51.100.7');
    expect(await hashFor('127.0.0.1', '198.51.100.7')).toBe(client);
    expect(await hashFor('127.0.0.1', '198.51.100.9')).not.toBe(client);
  });
});
