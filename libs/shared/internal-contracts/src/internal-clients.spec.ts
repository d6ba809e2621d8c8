import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { INTERNAL_IDENTITY_HEADER, verifyIdentity, type CallerIdentity } from '@imali/shared/nest';
import { FuneralInternalClient, funeralPremiumRequestSchema, SavingsInternalClient } from './index';

const SECRET = 'internal-contracts-test-secret-0123456789';

/** Answers every request with `answer(path, whether it is signed for the audience, body)`. */
async function fakeArea(audience: string, answer: (url: string, signed: boolean, body: string) => [number, unknown]) {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const signed = verifyIdentity(request.headers[INTERNAL_IDENTITY_HEADER], SECRET, { audience }).ok;
      const [status, payload] = answer(request.url ?? '', signed, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const codeOf = (error: unknown) => (error as GraphQLError).extensions?.['code'];
const client: CallerIdentity = { userId: randomUUID(), clientId: randomUUID(), sessionId: randomUUID() };
const policyId = randomUUID();
const policy = { id: policyId, clientId: client.clientId, policyNumber: 'FP0001', state: 'ACTIVE' };

describe('FuneralInternalClient', () => {
  it('reads the summary, 404 as null, and anything outside the contract as SUBGRAPH_UNAVAILABLE with the caller’s wording', async () => {
    const seen: string[] = [];
    const funeral = await fakeArea('funeral', (url, signed) => {
      seen.push(url);
      if (!signed) return [401, {}];
      if (url.includes(policyId.toLowerCase())) return [200, { policy, members: [] }];
      if (url.includes('00000000-0000-4000-8000-000000000000')) return [200, { policy: { id: 'x' } }];
      return [404, { error: { code: 'NOT_FOUND' } }];
    });
    try {
      const internal = new FuneralInternalClient({ baseUrl: `${funeral.url}/`, secret: SECRET, unavailableMessage: 'Try later.' });
      expect(await internal.policySummary(client, policyId.toUpperCase())).toEqual(policy);
      expect(seen[0]).toBe(`/internal/funeral-policies/${policyId}/document-data`);
      expect(await internal.policySummary(client, randomUUID())).toBeNull();
      const bad = await internal.policySummary(client, '00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
      expect([codeOf(bad), (bad as Error).message]).toEqual(['SUBGRAPH_UNAVAILABLE', 'Try later.']);
      // The whole document data is required by policyDocumentData: the summary alone is outside it.
      expect(codeOf(await internal.policyDocumentData(client, policyId).catch((e: unknown) => e))).toBe('SUBGRAPH_UNAVAILABLE');
      const wrongSecret = new FuneralInternalClient({ baseUrl: funeral.url, secret: `${SECRET}-other`, unavailableMessage: 'Try later.' });
      expect(codeOf(await wrongSecret.policySummary(client, policyId).catch((e: unknown) => e))).toBe('SUBGRAPH_UNAVAILABLE');
    } finally {
      await funeral.close();
    }
    const down = new FuneralInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: SECRET, unavailableMessage: 'Try later.' });
    expect(codeOf(await down.policySummary(client, policyId).catch((e: unknown) => e))).toBe('SUBGRAPH_UNAVAILABLE');
  });
});

describe('FuneralInternalClient.coveredLives', () => {
  it('reads the caller’s covered lives (signed, GET /internal/funeral-lives); a failing, unsigned or off-contract answer is SUBGRAPH_UNAVAILABLE', async () => {
    const life = { id: randomUUID(), policyId, policyNumber: 'FP0001', firstNames: 'Sipho', surname: 'Mokoena', memberType: 'SPOUSE', memberTypeLabel: 'Spouse' };
    let answer: [number, unknown] = [200, { lives: [life] }];
    const seen: string[] = [];
    const funeral = await fakeArea('funeral', (url, signed) => {
      seen.push(url);
      return signed ? answer : [401, {}];
    });
    try {
      const internal = new FuneralInternalClient({ baseUrl: funeral.url, secret: SECRET, unavailableMessage: 'Try later.' });
      expect(await internal.coveredLives(client)).toEqual([life]);
      expect(seen).toEqual(['/internal/funeral-lives']);
      for (const off of [[500, {}], [404, {}], [200, { lives: [{ ...life, id: 'not-an-id' }] }], [200, {}]] as [number, unknown][]) {
        answer = off;
        const error = await internal.coveredLives(client).catch((e: unknown) => e);
        expect([codeOf(error), (error as Error).message]).toEqual(['SUBGRAPH_UNAVAILABLE', 'Try later.']);
      }
      answer = [200, { lives: [] }];
      const wrongSecret = new FuneralInternalClient({ baseUrl: funeral.url, secret: `${SECRET}-other`, unavailableMessage: 'Try later.' });
      expect(codeOf(await wrongSecret.coveredLives(client).catch((e: unknown) => e))).toBe('SUBGRAPH_UNAVAILABLE');
    } finally {
      await funeral.close();
    }
  });
});

describe('SavingsInternalClient', () => {
  it('posts the signed premium and reads the answer; a failing or off-contract answer is SUBGRAPH_UNAVAILABLE with its status', async () => {
    const bodies: unknown[] = [];
    let answer: [number, unknown] = [200, { outcome: 'PAID', bucketId: randomUUID(), bucketName: 'Funeral' }];
    const savings = await fakeArea('savings', (url, signed, body) => {
      bodies.push(JSON.parse(body));
      return url === '/internal/savings/funeral-premiums' && signed ? answer : [401, {}];
    });
    try {
      const internal = new SavingsInternalClient({ baseUrl: savings.url, secret: SECRET });
      const request = { clientId: client.clientId!, policyId, reference: randomUUID(), amountCents: 15_000 };
      expect(funeralPremiumRequestSchema.safeParse(request).success).toBe(true);
      expect((await internal.payFuneralPremium(request)).outcome).toBe('PAID');
      expect(bodies[0]).toEqual(request);
      answer = [200, { outcome: 'SOMETHING_ELSE', bucketId: null, bucketName: null }];
      expect((await internal.payFuneralPremium(request).catch((e: unknown) => e) as GraphQLError).extensions).toMatchObject({ code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'savings', status: 200 });
      answer = [500, {}];
      expect((await internal.payFuneralPremium(request).catch((e: unknown) => e) as GraphQLError).extensions).toMatchObject({ code: 'SUBGRAPH_UNAVAILABLE', status: 500 });
    } finally {
      await savings.close();
    }
  });
});
