import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { INTERNAL_IDENTITY_HEADER, verifyIdentity, type CallerIdentity } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, clientIdentity, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { extractPdfText } from '@imali/vault/pdf/testing';
import { definition } from '../subgraph.definition';
import { ClientDocumentEntity } from '../client-document/client-document.entity';

// Generated PDFs on the vault's routes (the gateway's /files/pdf/...): the data comes from funeral
// and identity (stand-ins here answering their internal routes' contracts; funeral's own route is
// tested in apps/funeral), each PDF is stored as a document with its version.
const owner = clientIdentity();
const policyId = randomUUID();
const debitOrderId = randomUUID();
let premium = 189.5;

function policyData() {
  return {
    policy: {
      id: policyId,
      clientId: owner.clientId,
      policyNumber: 'IMF-004711',
      productType: 'FUNERAL',
      state: 'ACTIVE',
      stateLabel: 'Active',
      policyType: 'SINGLE',
      policyTypeLabel: 'Single',
      coverAmount: 20000,
      currentPremiumTotal: premium,
      paymentDueDay: 25,
      paymentMethod: 'DEBI_CHECK',
      easyPayNumber: null,
      pricingVersion: 'v1',
      firstActivated: null,
      expectFirstPaymentAt: '2026-12-25',
      coolingOffEndsOn: '2026-12-28',
      createdAt: '2026-11-27T08:00:00.000Z',
      cancelledAt: null,
      cancelReason: null,
    },
    policyHolder: { firstNames: 'Thandi', surname: 'Mokoena' },
    members: [{ firstNames: 'Thandi', surname: 'Mokoena', memberType: 'POLICY_HOLDER', memberTypeLabel: 'Policy holder', coverAmount: 20000, premium, state: 'COVERED', covered: true }],
    beneficiaries: [],
    waitingPeriods: [{ label: 'Natural causes', endsOn: null }],
  };
}

describe('vault: generated policy PDFs', () => {
  let vault: TestSubgraph;
  let neighbours: Server;
  let funeralCalls = 0;

  beforeAll(async () => {
    neighbours = createServer((req, res) => {
      const verified = verifyIdentity(req.headers[INTERNAL_IDENTITY_HEADER], TEST_INTERNAL_SECRET, { audience: req.url?.startsWith('/internal/funeral') ? 'funeral' : 'identity' });
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!verified.ok) return send(401, {});
      if (req.method === 'GET' && req.url === `/internal/funeral-policies/${policyId}/document-data`) {
        funeralCalls += 1;
        return verified.identity.clientId === owner.clientId ? send(200, policyData()) : send(404, { error: { code: 'NOT_FOUND' } });
      }
      if (req.method === 'GET' && req.url?.startsWith('/internal/funeral-policies/')) return send(404, {});
      if (req.method === 'POST' && req.url === '/internal/debit-orders/find') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const { clientId, debitOrderId: id } = JSON.parse(body) as { clientId: string; debitOrderId: string };
          const mine = clientId === owner.clientId && id === debitOrderId;
          send(200, { debitOrder: mine ? { id, bankAccountId: randomUUID(), paymentType: 'DEBI_CHECK', maxAmountCents: 18950, payDay: 25, status: 'APPROVED', sentToThirdParty: false } : null });
        });
        return;
      }
      send(404, {});
    });
    await new Promise<void>((resolve) => neighbours.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(neighbours.address() as AddressInfo).port}`;
    vault = await startTestSubgraph(definition, { FUNERAL_INTERNAL_URL: url, IDENTITY_INTERNAL_URL: url });
  }, 60_000);
  afterAll(async () => {
    await vault?.close();
    await new Promise((resolve) => neighbours?.close(resolve));
  });

  const get = (path: string, identity: CallerIdentity) => vault.fetch(`/internal/documents/${path}`, { headers: signedFor('vault', identity, 'GET', `/internal/documents/${path}`) });

  it('makes the schedule PDF with the policy number, stores it as version 1, and serves the stored copy while the data is the same', async () => {
    const started = performance.now();
    const response = await get(`funeral/${policyId}/schedule`, owner);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-document-version')).toBe('1');
    const pdf = Buffer.from(await response.arrayBuffer());
    const { text } = await extractPdfText(pdf);
    expect(text).toContain('IMF-004711');
    expect(text).toContain('R 189.50');
    expect(text).toContain('FUNERAL_SCHEDULE@1');
    expect(elapsed).toBeLessThan(1000); // the bench holds it to 300 ms on a quiet machine
    const documentId = response.headers.get('x-document-id')!;
    const stored = await vault.em().findOneOrFail(ClientDocumentEntity, { id: documentId });
    expect(stored).toMatchObject({ clientId: owner.clientId, type: 'FUNERAL_POLICY_SCHEDULE', source: 'GENERATED', subjectId: policyId, template: 'FUNERAL_SCHEDULE@1', documentVersion: 1, name: 'Policy schedule IMF-004711' });
    // The same data: the same stored document and bytes.
    const again = await get(`funeral/${policyId}/schedule`, owner);
    expect(again.headers.get('x-document-id')).toBe(documentId);
    expect(Buffer.compare(Buffer.from(await again.arrayBuffer()), pdf)).toBe(0);
    // It is in the owner's vault list.
    const list = await vault.graphql<{ _entities: { documents: { type: string; documentVersion: number; subjectId: string }[] }[] }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Client { documents { type documentVersion subjectId } } } }',
      { r: [{ __typename: 'Client', id: owner.clientId }] },
      owner,
    );
    expect(list.data?._entities[0]?.documents).toContainEqual({ type: 'FUNERAL_POLICY_SCHEDULE', documentVersion: 1, subjectId: policyId });
  }, 30_000);

  it('makes version 2 when the policy changes, carrying the data at that time', async () => {
    await get(`funeral/${policyId}/schedule`, owner);
    premium = 210;
    const response = await get(`funeral/${policyId}/schedule`, owner);
    expect(response.headers.get('x-document-version')).toBe('2');
    expect((await extractPdfText(Buffer.from(await response.arrayBuffer()))).text).toContain('R 210.00');
    const versions = await vault.em().find(ClientDocumentEntity, { subjectId: policyId, type: 'FUNERAL_POLICY_SCHEDULE' }, { orderBy: { documentVersion: 'asc' } });
    expect(versions.map((v) => v.documentVersion)).toEqual([1, 2]);
    premium = 189.5;
  }, 30_000);

  it('makes the policy wording, the letter and the mandate; hooks for credit life and clearance answer "not yet"', async () => {
    for (const [path, expected] of [
      [`funeral/${policyId}/policy`, 'Funeral Policy IMF-004711'],
      [`funeral/letter/${policyId}`, 'Confirmation of Funeral Cover IMF-004711'],
      [`do/${debitOrderId}`, debitOrderId],
    ] as const) {
      const response = await get(path, owner);
      expect(response.status).toBe(200);
      expect((await extractPdfText(Buffer.from(await response.arrayBuffer()))).text).toContain(expected);
    }
    for (const path of [`cli/${randomUUID()}/coi`, `cli/${randomUUID()}/policy`, `clearance-certificate/${randomUUID()}`]) {
      const response = await get(path, owner);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_YET_AVAILABLE');
    }
  }, 30_000);

  it("answers not found for another client's policy or mandate, a visitor, and a malformed id; nothing is stored", async () => {
    const other = clientIdentity();
    for (const path of [`funeral/${policyId}/schedule`, `funeral/${policyId}/policy`, `funeral/letter/${policyId}`, `do/${debitOrderId}`]) expect((await get(path, other)).status).toBe(404);
    expect((await get(`funeral/${policyId}/schedule`, visitor)).status).toBe(404);
    expect((await get('funeral/not-a-uuid/schedule', owner)).status).toBe(404);
    expect(await vault.em().count(ClientDocumentEntity, { clientId: other.clientId! })).toBe(0);
  });

  it('refuses a client who has not finished sign-up', async () => {
    const pending: CallerIdentity = { ...owner, verification: { registered: true, acceptedTerms: true, otpVerified: false } };
    expect((await get(`funeral/${policyId}/schedule`, pending)).status).toBe(403);
    expect(funeralCalls).toBeGreaterThan(0);
  });
});
