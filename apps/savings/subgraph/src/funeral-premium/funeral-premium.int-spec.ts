import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { ANONYMOUS, INTERNAL_IDENTITY_HEADER, signIdentity, verifyIdentity } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET } from '@imali/shared/testing';
import { BUCKET_FIELDS, credit, newClient, startSavingsStack, stopSavingsStack, type SavingsStack } from '../testing/savings-test-stack';
import { SavingsEntity } from '../savings/savings.entity';
import { BucketEntity } from '../bucket/bucket.entity';
import { FUNERAL_PREMIUM_PATH } from '@imali/shared/internal-contracts';
import { ONLY_FUNERAL_GOAL_MESSAGE, POLICY_NOT_KEPT_MESSAGE } from './keeps-funeral-policy.resolver';

/** Funeral's document-data route as savings reads it: 404 unless the signed caller owns the policy. */
async function startFakeFuneral(policies: Map<string, { clientId: string; state: string }>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const id = /^\/internal\/funeral-policies\/([^/]+)\/document-data$/.exec(request.url ?? '')?.[1];
    const caller = verifyIdentity(request.headers[INTERNAL_IDENTITY_HEADER], TEST_INTERNAL_SECRET, { audience: 'funeral' });
    const policy = id ? policies.get(id) : undefined;
    if (!caller.ok || !policy || policy.clientId !== caller.identity.clientId) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'NOT_FOUND' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ policy: { id, clientId: policy.clientId, policyNumber: 'FP0001', state: policy.state }, members: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const SET_KEEPS = `mutation($b: ID!, $p: ID) { setBucketKeepsFuneralPolicy(bucketId: $b, policyId: $p) { ${BUCKET_FIELDS} } }`;

describe('a Funeral goal keeps a funeral policy from lapsing (savings side)', () => {
  let stack: SavingsStack;
  let funeral: Awaited<ReturnType<typeof startFakeFuneral>>;
  const policies = new Map<string, { clientId: string; state: string }>();

  beforeAll(async () => {
    funeral = await startFakeFuneral(policies);
    process.env['FUNERAL_INTERNAL_URL'] = funeral.url;
    stack = await startSavingsStack();
  }, 60_000);
  afterAll(async () => {
    await stopSavingsStack(stack);
    await funeral?.close();
  });

  /** A client's savings with one goal of `bucketType`, holding `balanceCents`. */
  async function goal(clientId: string, bucketType: 'FUNERAL' | 'HOLIDAY', balanceCents: number, keepsFuneralPolicyId: string | null = null): Promise<string> {
    const em = stack.subgraph.em();
    let savings = await em.findOne(SavingsEntity, { clientId });
    if (!savings) {
      savings = em.create(SavingsEntity, { clientId });
      await em.flush();
    }
    const bucket = em.create(BucketEntity, { clientId, savingsId: savings.id, name: bucketType === 'FUNERAL' ? 'Funeral' : 'Holiday', bucketType, targetAmountCents: 1_000_000, desiredSavingsCents: 50_000, keepsFuneralPolicyId });
    await em.flush();
    if (balanceCents > 0) await credit(stack.subgraph, bucket.id, balanceCents);
    return bucket.id;
  }

  const pay = (body: unknown) => {
    const text = JSON.stringify(body);
    const url = `${stack.subgraph.url}${FUNERAL_PREMIUM_PATH}`;
    return stack.subgraph.fetch(FUNERAL_PREMIUM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: signIdentity(ANONYMOUS, TEST_INTERNAL_SECRET, { audience: 'savings', method: 'POST', path: url, body: text }) },
      body: text,
    });
  };
  const ledger = (bucketId: string) =>
    stack.subgraph.em().getConnection().execute<{ kind: string; amount_cents: number; reference: string }[]>(`select "kind", "amount_cents", "reference" from "savings"."ledger_entry" where "bucket_id" = ? and "kind" = 'FUNERAL_PREMIUM'`, [bucketId]);

  it("marks a Funeral goal to keep the client's own policy, and a second goal takes it over", async () => {
    const { caller, clientId } = newClient(stack);
    const policyId = randomUUID();
    policies.set(policyId, { clientId, state: 'ACTIVE' });
    const first = await goal(clientId, 'FUNERAL', 0);
    const second = await goal(clientId, 'FUNERAL', 0);

    const marked = await stack.subgraph.graphql(SET_KEEPS, { b: first, p: policyId.toUpperCase() }, caller);
    expect(marked.errors).toBeUndefined();
    expect((marked.data as { setBucketKeepsFuneralPolicy: { keepsFuneralPolicyId: string } }).setBucketKeepsFuneralPolicy.keepsFuneralPolicyId).toBe(policyId);

    await stack.subgraph.graphql(SET_KEEPS, { b: second, p: policyId }, caller);
    const rows = await stack.subgraph.em().getConnection().execute<{ id: string; keeps_funeral_policy_id: string | null }[]>(`select "id", "keeps_funeral_policy_id" from "savings"."bucket" where "client_id" = ?`, [clientId]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.keeps_funeral_policy_id]))).toEqual({ [first]: null, [second]: policyId });

    const cleared = await stack.subgraph.graphql(SET_KEEPS, { b: second, p: null }, caller);
    expect((cleared.data as { setBucketKeepsFuneralPolicy: { keepsFuneralPolicyId: string | null } }).setBucketKeepsFuneralPolicy.keepsFuneralPolicyId).toBeNull();
  });

  it("refuses another client's policy (NOT_FOUND), another client's goal (NOT_FOUND), a goal that is not Funeral and a cancelled policy; nothing changes", async () => {
    const { caller, clientId } = newClient(stack);
    const other = newClient(stack);
    const othersPolicy = randomUUID();
    policies.set(othersPolicy, { clientId: other.clientId, state: 'ACTIVE' });
    const cancelled = randomUUID();
    policies.set(cancelled, { clientId, state: 'CANCELLED' });
    const own = randomUUID();
    policies.set(own, { clientId, state: 'ACTIVE' });
    const funeralGoal = await goal(clientId, 'FUNERAL', 0);
    const holiday = await goal(clientId, 'HOLIDAY', 0);
    const othersGoal = await goal(other.clientId, 'FUNERAL', 0);

    const code = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => answer.errors?.[0]?.extensions?.['code'];
    expect(code(await stack.subgraph.graphql(SET_KEEPS, { b: funeralGoal, p: othersPolicy }, caller))).toBe('NOT_FOUND');
    expect(code(await stack.subgraph.graphql(SET_KEEPS, { b: funeralGoal, p: randomUUID() }, caller))).toBe('NOT_FOUND');
    expect(code(await stack.subgraph.graphql(SET_KEEPS, { b: othersGoal, p: own }, caller))).toBe('NOT_FOUND');
    const notFuneral = await stack.subgraph.graphql(SET_KEEPS, { b: holiday, p: own }, caller);
    expect(notFuneral.errors?.[0]?.message).toBe(ONLY_FUNERAL_GOAL_MESSAGE);
    const cancelledAnswer = await stack.subgraph.graphql(SET_KEEPS, { b: funeralGoal, p: cancelled }, caller);
    expect(cancelledAnswer.errors?.[0]?.message).toBe(POLICY_NOT_KEPT_MESSAGE);
    expect(code(await stack.subgraph.graphql(SET_KEEPS, { b: funeralGoal, p: 'not-an-id' }, caller))).toBe('BAD_USER_INPUT');

    const kept = await stack.subgraph.em().getConnection().execute<{ n: string }[]>(`select count(*) as n from "savings"."bucket" where "id" in (?, ?, ?) and "keeps_funeral_policy_id" is not null`, [funeralGoal, holiday, othersGoal]);
    expect(Number(kept[0]!.n)).toBe(0);
  });

  it('pays a premium from the goal that keeps the policy once per reference (a retry answers PAID and posts nothing)', async () => {
    const { clientId } = newClient(stack);
    const policyId = randomUUID();
    const bucketId = await goal(clientId, 'FUNERAL', 20_000, policyId);
    const reference = randomUUID();

    const first = await pay({ clientId, policyId, reference, amountCents: 15_075 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: 'PAID', bucketId, bucketName: 'Funeral' });
    const again = await pay({ clientId, policyId, reference, amountCents: 15_075 });
    expect(await again.json()).toEqual({ outcome: 'PAID', bucketId, bucketName: 'Funeral' });

    expect(await ledger(bucketId)).toEqual([{ kind: 'FUNERAL_PREMIUM', amount_cents: -15_075, reference: `funeral-premium:${reference}` }]);
  });

  it('answers INSUFFICIENT_BALANCE (nothing debited) when the goal holds too little, and NO_BUCKET when no goal keeps the policy', async () => {
    const { clientId } = newClient(stack);
    const policyId = randomUUID();
    const bucketId = await goal(clientId, 'FUNERAL', 10_000, policyId);
    expect(await (await pay({ clientId, policyId, reference: randomUUID(), amountCents: 10_001 })).json()).toEqual({ outcome: 'INSUFFICIENT_BALANCE', bucketId, bucketName: 'Funeral' });
    expect(await ledger(bucketId)).toEqual([]);
    // Another client's policy id, or the right policy for another client: no goal of theirs keeps it.
    expect(await (await pay({ clientId: randomUUID(), policyId, reference: randomUUID(), amountCents: 100 })).json()).toEqual({ outcome: 'NO_BUCKET', bucketId: null, bucketName: null });
    expect(await (await pay({ clientId, policyId: randomUUID(), reference: randomUUID(), amountCents: 100 })).json()).toEqual({ outcome: 'NO_BUCKET', bucketId: null, bucketName: null });
  });

  it('debits once when the same failed premium is sent twice at once, and never below zero for two premiums at once', async () => {
    const { clientId } = newClient(stack);
    const policyId = randomUUID();
    const bucketId = await goal(clientId, 'FUNERAL', 15_000, policyId);
    const reference = randomUUID();
    const same = await Promise.all([1, 2, 3].map(() => pay({ clientId, policyId, reference, amountCents: 10_000 }).then((r) => r.json() as Promise<{ outcome: string }>)));
    expect(same.map((a) => a.outcome)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(await ledger(bucketId)).toHaveLength(1);

    // R50 left: two other premiums of R40 at once, exactly one paid.
    const two = await Promise.all([randomUUID(), randomUUID()].map((ref) => pay({ clientId, policyId, reference: ref, amountCents: 4_000 }).then((r) => r.json() as Promise<{ outcome: string }>)));
    expect(two.map((a) => a.outcome).sort()).toEqual(['INSUFFICIENT_BALANCE', 'PAID']);
    const entries = await ledger(bucketId);
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(-14_000);
  });

  it('refuses a body outside the contract (400, field errors) and an unsigned call (401)', async () => {
    const bad = await pay({ clientId: 'x', policyId: randomUUID(), reference: 'a b', amountCents: 1.5 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field).sort()).toEqual(['amountCents', 'clientId', 'reference']);
    const unsigned = await stack.subgraph.fetch(FUNERAL_PREMIUM_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(401);
  });
});
