import { createServer, type Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { clientIdentity, startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import {
  COVER_LAPSED_MEMBER_STATE,
  expectedFirstPaymentDate,
  FIRST_PREMIUM_ATTEMPTS,
  firstPremiumMissedMessage,
  firstPremiumReceivedMessage,
  NOT_TAKEN_UP_REASON,
  policyNotTakenUpMessage,
  premiumAwaitingMandateMessage,
  premiumMissedMessage,
  premiumPaidFromSavingsMessage,
} from '@imali/funeral/domain';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { PremiumCollectionJob } from './premium-collection.job';
import { addDays, graceEndsOn, lapsesOn, MANDATE_APPROVAL_HOLD_DAYS, policyLapsedMessage } from './grace-and-lapse';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';

/**
 * Identity's collection and message routes, answered from memory: a debit order listed in
 * `bounces` is FAILED by the bank, one in `refuse` is refused by identity (NOT_APPROVED), one in
 * `unknown` is refused as identity refuses a debit order it does not know (NOT_FOUND), any other is PAID.
 * Its debit orders (find, cancel) are those in `orders` (any other is unknown: null); with
 * `debitOrdersDown` those two routes answer 503, as identity down does.
 */
interface FakeIdentity {
  url: string;
  bounces: Set<string>;
  refuse: Set<string>;
  unknown: Set<string>;
  /** Clients whose messages identity refuses (a field error, as for a body it will not send). */
  refuseMessagesTo: Set<string>;
  collected: { reference: string; debitOrderId: string; amountCents: number; date: string }[];
  messages: { clientId: string; key: string; channel: string; body: string }[];
  orders: Map<string, { clientId: string; status: string; paymentType: string }>;
  /** Debit orders cancelled through the cancel route, in order (a repeat is listed again). */
  cancelled: string[];
  debitOrdersDown: boolean;
  close(): Promise<void>;
}

async function startFakeIdentity(): Promise<FakeIdentity> {
  const fake: Omit<FakeIdentity, 'url' | 'close'> = { bounces: new Set(), refuse: new Set(), unknown: new Set(), refuseMessagesTo: new Set(), collected: [], messages: [], orders: new Map(), cancelled: [], debitOrdersDown: false };
  const debitOrder = (id: string) => {
    const order = fake.orders.get(id)!;
    return { id, bankAccountId: '00000000-0000-4000-8000-000000000001', paymentType: order.paymentType, maxAmountCents: 100_000, payDay: DAY, status: order.status, sentToThirdParty: false };
  };
  const byReference = new Map<string, { debitOrderId: string; amountCents: number }>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      let answer: unknown;
      if (request.url === '/internal/debit-orders/collect') {
        const items = input['items'] as FakeIdentity['collected'];
        answer = {
          results: items.map((item) => {
            if (fake.refuse.has(item.debitOrderId)) return { reference: item.reference, accepted: false, refusal: 'NOT_APPROVED' };
            if (fake.unknown.has(item.debitOrderId)) return { reference: item.reference, accepted: false, refusal: 'NOT_FOUND' };
            if (!byReference.has(item.reference)) fake.collected.push(item);
            byReference.set(item.reference, item);
            return { reference: item.reference, accepted: true };
          }),
        };
      } else if (request.url === '/internal/debit-orders/collection-results') {
        answer = {
          results: (input['references'] as string[]).flatMap((reference) => {
            const item = byReference.get(reference);
            if (!item) return [];
            const failed = fake.bounces.has(item.debitOrderId);
            return [{ reference, status: failed ? 'FAILED' : 'PAID', failure: failed ? 'INSUFFICIENT_FUNDS' : null, amountCents: item.amountCents }];
          }),
        };
      } else if ((request.url === '/internal/debit-orders/find' || request.url === '/internal/debit-orders/cancel') && fake.debitOrdersDown) {
        response.writeHead(503).end();
        return;
      } else if (request.url === '/internal/debit-orders/find') {
        const id = input['debitOrderId'] as string;
        answer = { debitOrder: fake.orders.get(id)?.clientId === input['clientId'] ? debitOrder(id) : null };
      } else if (request.url === '/internal/debit-orders/cancel' && fake.orders.get(input['debitOrderId'] as string)?.clientId === input['clientId']) {
        const id = input['debitOrderId'] as string;
        fake.cancelled.push(id);
        fake.orders.get(id)!.status = 'CANCELLED';
        answer = { debitOrder: debitOrder(id) };
      } else if (request.url === '/internal/messages/send' && fake.refuseMessagesTo.has(input['clientId'] as string)) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Invalid message', fieldErrors: [{ field: 'body', message: 'Too long' }] }));
        return;
      } else if (request.url === '/internal/messages/send') {
        if (!fake.messages.some((m) => m.key === input['key'])) fake.messages.push(input as unknown as FakeIdentity['messages'][number]);
        answer = { sent: true };
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

// A date whose pay day is one policy's alone in this file: the 17th (policies made here pay on it).
const DAY = 17;
let month = 0;
/** A fresh month per test, so each test's run collects only its own policies' premiums for that month. */
const nextDate = () => {
  month += 1;
  const year = 2100 + Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-${DAY}`;
};
/** The pay day a month after a YYYY-MM-17 date. */
const nextPayDay = (date: string) => {
  const [year, mm] = date.split('-').map(Number) as [number, number];
  return mm === 12 ? `${year + 1}-01-${DAY}` : `${year}-${String(mm + 1).padStart(2, '0')}-${DAY}`;
};

// The premium collection end to end: funeral's job, identity's collection and message routes (a
// fake), and the real savings subgraph paying a failed premium from the Funeral goal.
describe('funeral premium collections, a failed one paid from savings', () => {
  let identity: FakeIdentity;
  let savings: BuiltSubgraph;
  let funeral: TestSubgraph;
  let job: PremiumCollectionJob;

  beforeAll(async () => {
    identity = await startFakeIdentity();
    savings = await startBuiltSubgraph('savings', { IDENTITY_INTERNAL_URL: identity.url });
    funeral = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url, SAVINGS_INTERNAL_URL: savings.url });
    job = new PremiumCollectionJob({ em: funeral.em() }, new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET }), new SavingsInternalClient({ baseUrl: savings.url, secret: TEST_INTERNAL_SECRET }), { pollMs: 20 });
    // Policies of earlier runs on this database paying on the same day are not this file's.
    await funeral.em().getConnection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = null where "payment_due_day" = ? and "policy_number" like 'PC-%'`, [DAY]);
  }, 180_000);
  afterAll(async () => {
    await funeral?.close();
    savings?.stop();
    await identity?.close();
  });

  /** An ACTIVE policy paying R150.75 on the 17th with its own debit order. */
  async function policy(options: { state?: string; premium?: number; paymentMethod?: 'DEBI_CHECK' | 'NAEDO' } = {}): Promise<{ id: string; clientId: string; debitOrderId: string; policyNumber: string }> {
    const em = funeral.em();
    // Only this test's policy pays on the day: earlier tests' policies stop being collected.
    await em.getConnection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = null where "payment_due_day" = ? and "policy_number" like 'PC-%'`, [DAY], 'run');
    const clientId = randomUUID();
    const debitOrderId = randomUUID();
    const policyNumber = `PC-${randomUUID().slice(0, 8)}`;
    const entity = em.create(FuneralPolicyEntity, {
      clientId,
      policyNumber,
      state: (options.state ?? 'ACTIVE') as FuneralPolicyEntity['state'],
      coverAmount: 20_000,
      currentPremiumTotal: options.premium ?? 150.75,
      paymentDueDay: DAY,
      debitOrderId,
      paymentMethod: options.paymentMethod ?? 'DEBI_CHECK',
    });
    await em.flush();
    return { id: entity.id, clientId, debitOrderId, policyNumber };
  }

  /** The client's Funeral savings goal keeping `policyId`, holding `balanceCents`. */
  async function funeralGoal(clientId: string, policyId: string, balanceCents: number): Promise<string> {
    const connection = funeral.em().getConnection();
    const savingsId = randomUUID();
    const bucketId = randomUUID();
    await connection.execute(`insert into "savings"."savings" ("id", "client_id", "created_at") values (?, ?, now())`, [savingsId, clientId], 'run');
    await connection.execute(
      `insert into "savings"."bucket" ("id", "savings_id", "client_id", "name", "bucket_type", "target_amount_cents", "desired_savings_cents", "meta_data", "keeps_funeral_policy_id", "created_at")
       values (?, ?, ?, 'Funeral cover', 'FUNERAL', 1000000, 0, '[]', ?, now())`,
      [bucketId, savingsId, clientId, policyId],
      'run',
    );
    await connection.execute(
      `insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at") values (gen_random_uuid(), ?, ?, ?, 'EFT_CONTRIBUTION', ?, ?, now())`,
      [bucketId, savingsId, clientId, balanceCents, `test:${randomUUID()}`],
      'run',
    );
    return bucketId;
  }

  const state = async (policyId: string) => (await funeral.em().getConnection().execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ?`, [policyId]))[0]!.state;
  const payments = (policyId: string) =>
    funeral.em().getConnection().execute<{ amount: string; source: string; reference: string }[]>(`select "amount"::text as amount, "source", "reference" from "funeral"."premium_payment" where "policy_id" = ? order by "created_at"`, [policyId]);
  const premiumDebits = (bucketId: string) =>
    funeral.em().getConnection().execute<{ amount_cents: number; reference: string }[]>(`select "amount_cents", "reference" from "savings"."ledger_entry" where "bucket_id" = ? and "kind" = 'FUNERAL_PREMIUM'`, [bucketId]);
  const balance = async (bucketId: string) => Number((await funeral.em().getConnection().execute<{ b: string }[]>(`select coalesce(sum("amount_cents"), 0) as b from "savings"."ledger_entry" where "bucket_id" = ?`, [bucketId]))[0]!.b);

  it("records a PAID premium once: a retried run collects, records and tells nothing twice", async () => {
    const p = await policy();
    const date = nextDate();
    const first = await job.run(date, { waitMs: 2000 });
    // `missed` is left out: the run also settles collections other spec files (same database, one
    // global job) left outstanding, and a failed one of theirs counts there. This policy's own
    // outcome is read below (its collection, its payment).
    expect(first).toMatchObject({ created: 1, submitted: 1, paid: 1, failed: 0, paidFromSavings: 0 });
    expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toEqual([expect.objectContaining({ amountCents: 15_075, date })]);

    const again = await job.run(date, { waitMs: 2000 });
    expect(again).toMatchObject({ created: 0, submitted: 0, paid: 0, failed: 0 });
    expect(await payments(p.id)).toEqual([{ amount: '150.75', source: 'DEBIT_ORDER', reference: expect.any(String) }]);
    expect(await state(p.id)).toBe('ACTIVE');
    expect(identity.messages.filter((m) => m.clientId === p.clientId)).toEqual([]);
  });

  it('pays a FAILED premium from the Funeral goal that keeps the policy: ledger debit, premium payment from savings, an SMS', async () => {
    const p = await policy();
    identity.bounces.add(p.debitOrderId);
    const bucketId = await funeralGoal(p.clientId, p.id, 20_000);
    const date = nextDate();
    const outcome = await job.run(date, { waitMs: 2000 });
    expect(outcome).toMatchObject({ created: 1, failed: 1, paidFromSavings: 1, missed: 0, notified: 1 });

    const [payment] = await payments(p.id);
    expect(payment).toEqual({ amount: '150.75', source: 'SAVINGS', reference: expect.any(String) });
    expect(await premiumDebits(bucketId)).toEqual([{ amount_cents: -15_075, reference: `funeral-premium:${payment!.reference}` }]);
    expect(await balance(bucketId)).toBe(20_000 - 15_075);
    expect(await state(p.id)).toBe('ACTIVE');
    expect(identity.messages.filter((m) => m.clientId === p.clientId)).toEqual([
      expect.objectContaining({ channel: 'SMS', key: `funeral-premium:${payment!.reference}`, body: premiumPaidFromSavingsMessage(15_075, 'Funeral cover', p.policyNumber) }),
    ]);

    // Run again: nothing debited, recorded or sent twice.
    expect(await job.run(date, { waitMs: 500 })).toMatchObject({ created: 0, paidFromSavings: 0, notified: 0 });
    expect(await premiumDebits(bucketId)).toHaveLength(1);
    expect(await payments(p.id)).toHaveLength(1);
    expect(identity.messages.filter((m) => m.clientId === p.clientId)).toHaveLength(1);
  });

  it('a FAILED premium the goal cannot cover puts the policy on missed payment (nothing debited) and tells the client', async () => {
    const p = await policy();
    identity.bounces.add(p.debitOrderId);
    const bucketId = await funeralGoal(p.clientId, p.id, 15_074);
    const date = nextDate();
    const outcome = await job.run(date, { waitMs: 2000 });
    expect(outcome).toMatchObject({ failed: 1, paidFromSavings: 0, missed: 1, notified: 1 });
    expect(await premiumDebits(bucketId)).toEqual([]);
    expect(await balance(bucketId)).toBe(15_074);
    expect(await payments(p.id)).toEqual([]);
    expect(await state(p.id)).toBe('ON_RISK_GRACE');
    expect(identity.messages.filter((m) => m.clientId === p.clientId).map((m) => m.body)).toEqual([premiumMissedMessage(15_075, p.policyNumber, 'INSUFFICIENT_BALANCE', 'Funeral cover', graceEndsOn(date))]);
    // The client is told by when to pay: the last day of the grace period.
    expect(identity.messages.find((m) => m.clientId === p.clientId)!.body).toMatch(/please pay the premium by \d{1,2} [A-Z][a-z]{2} \d{4} to keep your cover/);
  });

  it('a message identity refuses for one client does not stop the others; it is tried again on the next run', async () => {
    const refused = await policy();
    const told = await policy();
    // policy() leaves only the newest policy paying on the day: both pay on it here.
    await funeral.em().getConnection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = ? where "id" = ?`, [DAY, refused.id], 'run');
    identity.bounces.add(refused.debitOrderId);
    identity.bounces.add(told.debitOrderId);
    identity.refuseMessagesTo.add(refused.clientId);
    const date = nextDate();
    const outcome = await job.run(date, { waitMs: 2000 });
    expect(outcome).toMatchObject({ failed: 2, missed: 2, notified: 1 });
    expect(identity.messages.filter((m) => m.clientId === told.clientId)).toHaveLength(1);
    expect(identity.messages.filter((m) => m.clientId === refused.clientId)).toEqual([]);
    identity.refuseMessagesTo.delete(refused.clientId);
    expect(await job.run(date, { waitMs: 0 })).toMatchObject({ notified: 1 });
    expect(identity.messages.filter((m) => m.clientId === refused.clientId).map((m) => m.body)).toEqual([premiumMissedMessage(15_075, refused.policyNumber, 'NO_BUCKET', null, graceEndsOn(date))]);
    expect(identity.messages.filter((m) => m.clientId === told.clientId)).toHaveLength(1);
  });

  it('with no goal keeping the policy (a refused debit order too) the policy is on missed payment; paid next month, it is ACTIVE again', async () => {
    const p = await policy();
    identity.refuse.add(p.debitOrderId);
    const date = nextDate();
    const outcome = await job.run(date, { waitMs: 2000 });
    expect(outcome).toMatchObject({ refused: 1, missed: 1 });
    expect(await state(p.id)).toBe('ON_RISK_GRACE');
    expect(identity.messages.filter((m) => m.clientId === p.clientId).map((m) => m.body)).toEqual([premiumMissedMessage(15_075, p.policyNumber, 'NO_BUCKET', null, graceEndsOn(date))]);

    identity.refuse.delete(p.debitOrderId);
    await job.run(nextDate(), { waitMs: 2000 });
    expect(await state(p.id)).toBe('ACTIVE');
    expect((await payments(p.id)).map((x) => x.source)).toEqual(['DEBIT_ORDER']);
  });

  it('another client’s goal keeping this policy id pays nothing: the policy is on missed payment', async () => {
    const p = await policy();
    identity.bounces.add(p.debitOrderId);
    const strangersGoal = await funeralGoal(randomUUID(), p.id, 100_000);
    await job.run(nextDate(), { waitMs: 2000 });
    expect(await premiumDebits(strangersGoal)).toEqual([]);
    expect(await state(p.id)).toBe('ON_RISK_GRACE');
  });

  it('two runs resolving the same failed collection at once debit the goal once and record one payment and one message', async () => {
    const p = await policy();
    identity.bounces.add(p.debitOrderId);
    const bucketId = await funeralGoal(p.clientId, p.id, 100_000);
    const date = nextDate();
    await job.createFor(date);
    await job.submitDue();
    await job.settle(2000);
    const results = await Promise.all([job.resolveFailed(), job.resolveFailed(), job.resolveFailed()]);
    expect(results.reduce((sum, r) => sum + r.paidFromSavings, 0)).toBe(1);
    await Promise.all([job.notify(), job.notify()]);
    expect(await premiumDebits(bucketId)).toHaveLength(1);
    expect(await balance(bucketId)).toBe(100_000 - 15_075);
    expect(await payments(p.id)).toHaveLength(1);
    expect(identity.messages.filter((m) => m.clientId === p.clientId)).toHaveLength(1);
  });

  it('savings down leaves the failed premium unresolved (policy still ACTIVE); the next run pays it', async () => {
    const p = await policy();
    identity.bounces.add(p.debitOrderId);
    const bucketId = await funeralGoal(p.clientId, p.id, 20_000);
    const down = new PremiumCollectionJob({ em: funeral.em() }, new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET }), new SavingsInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET }), { pollMs: 20 });
    const date = nextDate();
    const outcome = await down.run(date, { waitMs: 2000 });
    expect(outcome).toMatchObject({ failed: 1, paidFromSavings: 0, missed: 0 });
    expect(outcome.unavailable).toBeGreaterThan(0);
    expect(await state(p.id)).toBe('ACTIVE');
    expect(await premiumDebits(bucketId)).toEqual([]);

    expect(await job.run(date, { waitMs: 500 })).toMatchObject({ paidFromSavings: 1 });
    expect(await premiumDebits(bucketId)).toHaveLength(1);
  });

  it('the development route runs the collection for a date under the schedule’s lock; a bad date or a visitor is refused', async () => {
    const p = await policy();
    const run = `mutation($d: String) { devRunFuneralPremiumCollection(date: $d) }`;
    const answer = await funeral.graphql(run, { d: nextDate() }, clientIdentity());
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ devRunFuneralPremiumCollection: 1 });
    expect((await payments(p.id)).map((x) => x.source)).toEqual(['DEBIT_ORDER']);
    expect((await funeral.graphql(run, { d: '2026-02-30' }, clientIdentity())).errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect((await funeral.graphql(run, { d: null })).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
  describe('grace period and lapse (docs/decisions/funeral-grace-and-lapse.md)', () => {
    const collectionsOf = (policyId: string) =>
      funeral.em().getConnection().execute<{ id: string; month: string; outcome: string | null }[]>(`select "id", "month", "outcome" from "funeral"."premium_collection" where "policy_id" = ? order by "collection_date"`, [policyId]);
    const lapsesOf = (policyId: string) =>
      funeral
        .em()
        .getConnection()
        .execute<{ collection_id: string; grace_ended_on: string; lapsed_on: string; notified: boolean }[]>(
          `select "collection_id", to_char("grace_ended_on", 'YYYY-MM-DD') as grace_ended_on, to_char("lapsed_on", 'YYYY-MM-DD') as lapsed_on, "notified_at" is not null as notified from "funeral"."policy_lapse" where "policy_id" = ?`,
          [policyId],
        );
    const lapseMessages = (clientId: string) => identity.messages.filter((m) => m.clientId === clientId && m.key.startsWith('funeral-lapse:'));

    it('a missed premium still unpaid keeps the policy on missed payment through the grace period; it lapses the day after, the client is told once, and it is not collected any more', async () => {
      const p = await policy();
      identity.bounces.add(p.debitOrderId);
      const missedOn = nextDate();
      expect(await job.run(missedOn, { waitMs: 2000 })).toMatchObject({ missed: 1, lapsed: 0 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      // The next premium, on the next pay day inside the grace period, bounces too.
      const second = nextPayDay(missedOn);
      expect(await job.run(second, { waitMs: 2000 })).toMatchObject({ created: 1, failed: 1, missed: 1 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');

      // The grace period's last day: still on missed payment, nothing lapsed or sent.
      await job.run(graceEndsOn(missedOn), { waitMs: 500 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      expect(await lapsesOf(p.id)).toEqual([]);
      expect(lapseMessages(p.clientId)).toEqual([]);

      // The day after: LAPSED, recorded against the premium that began the grace period, one SMS.
      const lapseDay = lapsesOn(missedOn);
      const outcome = await job.run(lapseDay, { waitMs: 500 });
      expect(outcome.lapsed).toBeGreaterThanOrEqual(1);
      expect(await state(p.id)).toBe('LAPSED');
      const [first] = await collectionsOf(p.id);
      expect(await lapsesOf(p.id)).toEqual([{ collection_id: first!.id, grace_ended_on: graceEndsOn(missedOn), lapsed_on: lapseDay, notified: true }]);
      expect(lapseMessages(p.clientId)).toEqual([expect.objectContaining({ channel: 'SMS', key: `funeral-lapse:${first!.id}`, body: policyLapsedMessage(15_075, p.policyNumber) })]);

      // Run again, and on the next pay day: nothing lapsed or sent twice, and no premium collected.
      await job.run(lapseDay, { waitMs: 500 });
      const third = nextPayDay(second);
      expect(await job.run(third, { waitMs: 500 })).toMatchObject({ created: 0, submitted: 0 });
      expect(await lapsesOf(p.id)).toHaveLength(1);
      expect(lapseMessages(p.clientId)).toHaveLength(1);
      expect((await collectionsOf(p.id)).map((c) => c.outcome)).toEqual(['MISSED', 'MISSED']);
      expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toHaveLength(2);
      expect(await state(p.id)).toBe('LAPSED');
    });

    it('the next premium paid within the grace period puts the policy back to ACTIVE: it never lapses', async () => {
      const p = await policy();
      identity.bounces.add(p.debitOrderId);
      const missedOn = nextDate();
      await job.run(missedOn, { waitMs: 2000 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      identity.bounces.delete(p.debitOrderId);
      expect(await job.run(nextPayDay(missedOn), { waitMs: 2000 })).toMatchObject({ created: 1, paid: 1 });
      expect(await state(p.id)).toBe('ACTIVE');

      await job.run(lapsesOn(missedOn), { waitMs: 500 });
      await job.run(lapsesOn(nextPayDay(missedOn)), { waitMs: 500 });
      expect(await state(p.id)).toBe('ACTIVE');
      expect(await lapsesOf(p.id)).toEqual([]);
      expect(lapseMessages(p.clientId)).toEqual([]);
    });

    it('a premium still being collected when the grace period ends holds the lapse until it is answered', async () => {
      const p = await policy();
      identity.bounces.add(p.debitOrderId);
      const missedOn = nextDate();
      await job.run(missedOn, { waitMs: 2000 });
      // The next premium made and sent, the bank's answer not read yet.
      const second = nextPayDay(missedOn);
      await job.createFor(second);
      await job.submitDue();
      await job.lapseDue(lapsesOn(missedOn));
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      expect(await lapsesOf(p.id)).toEqual([]);
      // It bounced: now it lapses.
      await job.run(lapsesOn(missedOn), { waitMs: 2000 });
      expect(await state(p.id)).toBe('LAPSED');
    });

    it('a next premium that needed operations (identity did not know the debit order) holds the lapse: the client lost no chance to pay through our error', async () => {
      const p = await policy();
      identity.bounces.add(p.debitOrderId);
      const missedOn = nextDate();
      await job.run(missedOn, { waitMs: 2000 });
      identity.unknown.add(p.debitOrderId);
      expect(await job.run(nextPayDay(missedOn), { waitMs: 2000 })).toMatchObject({ refused: 1, needsOperations: 1, missed: 0 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      await job.run(lapsesOn(nextPayDay(missedOn)), { waitMs: 500 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      expect(await lapsesOf(p.id)).toEqual([]);
      expect(lapseMessages(p.clientId)).toEqual([]);
    });

    it('two runs at once lapse a policy once and tell the client once', async () => {
      const p = await policy();
      identity.bounces.add(p.debitOrderId);
      const missedOn = nextDate();
      await job.run(missedOn, { waitMs: 2000 });
      const lapseDay = lapsesOn(missedOn);
      const counts = await Promise.all([job.lapseDue(lapseDay), job.lapseDue(lapseDay), job.lapseDue(lapseDay)]);
      expect(counts.every((n) => n >= 0)).toBe(true);
      await Promise.all([job.notifyLapses(), job.notifyLapses()]);
      expect(await state(p.id)).toBe('LAPSED');
      expect(await lapsesOf(p.id)).toHaveLength(1);
      expect(lapseMessages(p.clientId)).toHaveLength(1);
      const version = await funeral.em().getConnection().execute<{ version: number }[]>(`select "version" from "funeral"."funeral_policy" where "id" = ?`, [p.id]);
      // Created (1), missed payment (2), lapsed (3): the state was written once per change.
      expect(version[0]!.version).toBe(3);
    });
  });

  describe('a lapse ends cover: the lives and the debit order (docs/decisions/funeral-lapse-ends-cover.md)', () => {
    const READ_POLICY = `query($id: ID!) { funeral(id: $id) { state livesCovered { firstNames state covered } } }`;

    /** The policy's lives: a holder and a spouse (INITIAL, as sold) and a child in its waiting period. */
    async function lives(policyId: string): Promise<void> {
      const em = funeral.em().fork();
      const policyRef = em.getReference(FuneralPolicyEntity, policyId);
      em.create(PolicyMemberEntity, { policy: policyRef, firstNames: 'Thandi', surname: 'Lapse', memberType: 'POLICY_HOLDER', coverAmount: 20_000, premium: 100 });
      em.create(PolicyMemberEntity, { policy: policyRef, firstNames: 'Sipho', surname: 'Lapse', memberType: 'SPOUSE', coverAmount: 20_000, premium: 40 });
      em.create(PolicyMemberEntity, { policy: policyRef, firstNames: 'Lerato', surname: 'Lapse', memberType: 'CHILD', coverAmount: 10_000, premium: 10.75, state: 'IN_WAITING_PERIOD' });
      await em.flush();
    }
    const memberStates = async (policyId: string) =>
      (await funeral.em().getConnection().execute<{ state: string }[]>(`select "state" from "funeral"."policy_member" where "policy_id" = ? order by "first_names"`, [policyId])).map((m) => m.state);
    const cancelledMark = async (policyId: string) =>
      (await funeral.em().getConnection().execute<{ done: boolean }[]>(`select "debit_order_cancelled_at" is not null as done from "funeral"."policy_lapse" where "policy_id" = ?`, [policyId])).map((l) => l.done);

    /** A policy whose premium bounced on `missedOn` with nothing paying it: on missed payment, its debit order live at identity. */
    async function missedPolicy(): Promise<{ p: Awaited<ReturnType<typeof policy>>; missedOn: string }> {
      const p = await policy();
      await lives(p.id);
      identity.orders.set(p.debitOrderId, { clientId: p.clientId, status: 'APPROVED', paymentType: 'DEBI_CHECK' });
      identity.bounces.add(p.debitOrderId);
      const missedOn = nextDate();
      expect(await job.run(missedOn, { waitMs: 2000 })).toMatchObject({ missed: 1 });
      // Through the grace period the lives stay covered and the debit order stays.
      expect(await memberStates(p.id)).toEqual(['IN_WAITING_PERIOD', 'INITIAL', 'INITIAL']);
      expect(identity.cancelled).not.toContain(p.debitOrderId);
      return { p, missedOn };
    }

    it('the lapse sets every covered life to COVER_LAPSED (shown as not covered) with the policy, and the run cancels its debit order at identity once', async () => {
      const { p, missedOn } = await missedPolicy();
      const outcome = await job.run(lapsesOn(missedOn), { waitMs: 500 });
      expect(outcome.lapsed).toBeGreaterThanOrEqual(1);
      expect(outcome.debitOrdersCancelled).toBeGreaterThanOrEqual(1);
      expect(await state(p.id)).toBe('LAPSED');
      expect(await memberStates(p.id)).toEqual([COVER_LAPSED_MEMBER_STATE, COVER_LAPSED_MEMBER_STATE, COVER_LAPSED_MEMBER_STATE]);
      expect(identity.cancelled.filter((id) => id === p.debitOrderId)).toHaveLength(1);
      expect(identity.orders.get(p.debitOrderId)!.status).toBe('CANCELLED');
      expect(await cancelledMark(p.id)).toEqual([true]);

      // The client's page: the policy lapsed, nobody on it covered.
      const read = await funeral.graphql(READ_POLICY, { id: p.id }, clientIdentity(p.clientId));
      expect(read.errors).toBeUndefined();
      expect(read.data).toEqual({
        funeral: {
          state: 'LAPSED',
          livesCovered: expect.arrayContaining([
            { firstNames: 'Thandi', state: 'COVER_LAPSED', covered: false },
            { firstNames: 'Sipho', state: 'COVER_LAPSED', covered: false },
            { firstNames: 'Lerato', state: 'COVER_LAPSED', covered: false },
          ]),
        },
      });

      // Runs after it cancel nothing again.
      await job.run(lapsesOn(missedOn), { waitMs: 0 });
      await job.cancelLapsedDebitOrders();
      expect(identity.cancelled.filter((id) => id === p.debitOrderId)).toHaveLength(1);
    });

    it('identity down when the policy lapses: the lapse, its lives and its SMS stand; the debit order is cancelled by the next run', async () => {
      const { p, missedOn } = await missedPolicy();
      identity.debitOrdersDown = true;
      try {
        const outcome = await job.run(lapsesOn(missedOn), { waitMs: 500 });
        expect(outcome.unavailable).toBeGreaterThan(0);
      } finally {
        identity.debitOrdersDown = false;
      }
      expect(await state(p.id)).toBe('LAPSED');
      expect(await memberStates(p.id)).toEqual([COVER_LAPSED_MEMBER_STATE, COVER_LAPSED_MEMBER_STATE, COVER_LAPSED_MEMBER_STATE]);
      expect(identity.messages.filter((m) => m.clientId === p.clientId && m.key.startsWith('funeral-lapse:'))).toHaveLength(1);
      expect(identity.orders.get(p.debitOrderId)!.status).toBe('APPROVED');
      expect(await cancelledMark(p.id)).toEqual([false]);

      const next = await job.run(nextPayDay(missedOn), { waitMs: 500 });
      expect(next).toMatchObject({ created: 0, debitOrdersCancelled: 1 });
      expect(identity.orders.get(p.debitOrderId)!.status).toBe('CANCELLED');
      expect(await cancelledMark(p.id)).toEqual([true]);
    });

    it('a lapsed policy whose debit order identity does not know (or already cancelled) is marked done without a cancel', async () => {
      const { p, missedOn } = await missedPolicy();
      identity.orders.delete(p.debitOrderId);
      await job.run(lapsesOn(missedOn), { waitMs: 500 });
      expect(await state(p.id)).toBe('LAPSED');
      expect(identity.cancelled).not.toContain(p.debitOrderId);
      expect(await cancelledMark(p.id)).toEqual([true]);
    });
  });

  describe('a premium refused while the new debit order awaits the client’s approval (docs/decisions/funeral-premium-awaiting-mandate-approval.md)', () => {
    const collectionOf = async (policyId: string) =>
      (
        await funeral
          .em()
          .getConnection()
          .execute<{ status: string; outcome: string | null; failure_reason: string | null; debit_order_id: string }[]>(`select "status", "outcome", "failure_reason", "debit_order_id" from "funeral"."premium_collection" where "policy_id" = ?`, [policyId])
      )[0];

    /** An ACTIVE policy whose premium rose: its debit order is identity's replacement, SENT to the bank and not approved yet (identity refuses collections on it NOT_APPROVED). */
    async function awaitingReplacement(): Promise<{ p: Awaited<ReturnType<typeof policy>>; bucketId: string }> {
      const p = await policy();
      identity.orders.set(p.debitOrderId, { clientId: p.clientId, status: 'SENT', paymentType: 'DEBI_CHECK' });
      identity.refuse.add(p.debitOrderId);
      // Savings could pay it: it is not asked while the premium is held.
      const bucketId = await funeralGoal(p.clientId, p.id, 100_000);
      return { p, bucketId };
    }

    it('is held, not missed: no savings debit, the policy stays ACTIVE, the client told once to approve it; once the client approves, it is collected on the new debit order', async () => {
      const { p, bucketId } = await awaitingReplacement();
      const date = nextDate();
      expect(await job.run(date, { waitMs: 500 })).toMatchObject({ created: 1, refused: 1, awaitingApproval: 1, missed: 0, paidFromSavings: 0, notified: 1 });
      const [held] = await funeral.em().getConnection().execute<{ id: string; told: boolean }[]>(`select "id", "held_notified_at" is not null as told from "funeral"."premium_collection" where "policy_id" = ?`, [p.id]);
      expect(held!.told).toBe(true);
      expect(await collectionOf(p.id)).toMatchObject({ status: 'FAILED', outcome: null, failure_reason: 'NOT_APPROVED' });
      expect(await state(p.id)).toBe('ACTIVE');
      expect(await premiumDebits(bucketId)).toEqual([]);
      const heldMessage = {
        clientId: p.clientId,
        key: `funeral-premium-held:${held!.id}`,
        channel: 'SMS',
        body: premiumAwaitingMandateMessage(15_075, p.policyNumber, { paymentType: 'DEBI_CHECK', sentToThirdParty: false, firstPremium: false }),
      };
      expect(identity.messages.filter((m) => m.clientId === p.clientId)).toEqual([heldMessage]);
      expect(heldMessage.body).toContain('your bank is asking you to approve the debit order');
      expect(heldMessage.body).not.toContain(p.debitOrderId);

      // A few days on, still awaiting: still held, and nothing sent again (two runs at once neither).
      expect(await job.run(addDays(date, 3), { waitMs: 0 })).toMatchObject({ awaitingApproval: 1, missed: 0, notified: 0 });
      await Promise.all([job.resolveFailed(addDays(date, 4)), job.resolveFailed(addDays(date, 4))]);
      expect(identity.messages.filter((m) => m.clientId === p.clientId)).toEqual([heldMessage]);

      // The client approves it at the bank: the premium goes to the bank again, under the same reference, and is paid.
      identity.orders.get(p.debitOrderId)!.status = 'APPROVED';
      identity.refuse.delete(p.debitOrderId);
      expect(await job.run(addDays(date, 5), { waitMs: 0 })).toMatchObject({ collectAgain: 1, missed: 0 });
      expect(await job.run(addDays(date, 5), { waitMs: 2000 })).toMatchObject({ submitted: 1, paid: 1 });
      expect(await collectionOf(p.id)).toMatchObject({ status: 'PAID', outcome: 'DEBIT_ORDER', failure_reason: null, debit_order_id: p.debitOrderId });
      expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toEqual([expect.objectContaining({ amountCents: 15_075, date })]);
      expect((await payments(p.id)).map((x) => x.source)).toEqual(['DEBIT_ORDER']);
      expect(await premiumDebits(bucketId)).toEqual([]);
      expect(await state(p.id)).toBe('ACTIVE');
      expect(identity.messages.filter((m) => m.clientId === p.clientId)).toEqual([heldMessage]);
    });

    it('identity refusing the held SMS, or down for it: not marked told, sent by the next run that holds it', async () => {
      const { p } = await awaitingReplacement();
      identity.refuseMessagesTo.add(p.clientId);
      const date = nextDate();
      try {
        expect(await job.run(date, { waitMs: 500 })).toMatchObject({ awaitingApproval: 1, notified: 0 });
      } finally {
        identity.refuseMessagesTo.delete(p.clientId);
      }
      const told = async () => (await funeral.em().getConnection().execute<{ told: boolean }[]>(`select "held_notified_at" is not null as told from "funeral"."premium_collection" where "policy_id" = ?`, [p.id]))[0]!.told;
      expect(await told()).toBe(false);
      expect(await job.run(addDays(date, 1), { waitMs: 0 })).toMatchObject({ awaitingApproval: 1, notified: 1 });
      expect(await told()).toBe(true);
      expect(identity.messages.filter((m) => m.clientId === p.clientId)).toHaveLength(1);
      identity.orders.get(p.debitOrderId)!.status = 'REJECTED';
      expect(await job.run(addDays(date, 1), { waitMs: 0 })).toMatchObject({ awaitingApproval: 0, paidFromSavings: 1 });
    });

    it('declined by the client at the bank: the client’s missed premium as before (savings asked)', async () => {
      const { p, bucketId } = await awaitingReplacement();
      const date = nextDate();
      expect(await job.run(date, { waitMs: 500 })).toMatchObject({ awaitingApproval: 1, paidFromSavings: 0 });
      identity.orders.get(p.debitOrderId)!.status = 'REJECTED';
      expect(await job.run(addDays(date, 1), { waitMs: 0 })).toMatchObject({ awaitingApproval: 0, paidFromSavings: 1 });
      expect(await premiumDebits(bucketId)).toHaveLength(1);
      expect(await collectionOf(p.id)).toMatchObject({ outcome: 'SAVINGS' });
    });

    it('never answered: after the hold the premium is missed (the policy on missed payment, the client told)', async () => {
      const p = await policy();
      identity.orders.set(p.debitOrderId, { clientId: p.clientId, status: 'SENT', paymentType: 'DEBI_CHECK' });
      identity.refuse.add(p.debitOrderId);
      const date = nextDate();
      expect(await job.run(date, { waitMs: 500 })).toMatchObject({ awaitingApproval: 1, missed: 0 });
      expect(await job.run(addDays(date, MANDATE_APPROVAL_HOLD_DAYS), { waitMs: 0 })).toMatchObject({ awaitingApproval: 1, missed: 0 });
      expect(await state(p.id)).toBe('ACTIVE');
      expect(await job.run(addDays(date, MANDATE_APPROVAL_HOLD_DAYS + 1), { waitMs: 0 })).toMatchObject({ awaitingApproval: 0, missed: 1 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      // Told once while it was held, once when it was missed.
      expect(identity.messages.filter((m) => m.clientId === p.clientId).map((m) => m.key.split(':')[0])).toEqual(['funeral-premium-held', 'funeral-premium']);
    });

    it('identity down when the refusal is looked at: neither missed nor held for good; the next run decides', async () => {
      const { p, bucketId } = await awaitingReplacement();
      identity.debitOrdersDown = true;
      const date = nextDate();
      try {
        const outcome = await job.run(date, { waitMs: 500 });
        expect(outcome).toMatchObject({ refused: 1, awaitingApproval: 0, missed: 0, paidFromSavings: 0 });
        expect(outcome.unavailable).toBeGreaterThan(0);
      } finally {
        identity.debitOrdersDown = false;
      }
      expect(await premiumDebits(bucketId)).toEqual([]);
      expect(await job.run(date, { waitMs: 0 })).toMatchObject({ awaitingApproval: 1 });
      expect(await state(p.id)).toBe('ACTIVE');
      // Declined in the end: resolved (paid from savings), so no held premium outlives this file on the shared database.
      identity.orders.get(p.debitOrderId)!.status = 'REJECTED';
      expect(await job.run(date, { waitMs: 0 })).toMatchObject({ awaitingApproval: 0, paidFromSavings: 1 });
    });
  });

  describe('a pay day no run collected is caught up (docs/decisions/debit-order-missed-pay-day-catch-up.md)', () => {
    const premiumsOf = (policyId: string) =>
      funeral
        .em()
        .getConnection()
        .execute<{ month: string; collection_date: string; status: string; outcome: string | null }[]>(
          `select "month", to_char("collection_date", 'YYYY-MM-DD') as collection_date, "status", "outcome" from "funeral"."premium_collection" where "policy_id" = ? order by "collection_date"`,
          [policyId],
        );
    /** An ACTIVE policy paying on the 17th, activated at `activated` (an instant; null: not known) and its first premium expected on `firstPayment`. */
    async function activePolicy(activated: string | null, firstPayment: string | null = null) {
      const p = await policy();
      await funeral.em().getConnection().execute(`update "funeral"."funeral_policy" set "first_activated" = ?::timestamptz, "expect_first_payment_at" = ?::date where "id" = ?`, [activated, firstPayment, p.id], 'run');
      return p;
    }

    it('no run on the pay day: the run two days later makes that month’s premium once, dated the run’s day, and it is collected; again, or on pay day + 3, nothing more', async () => {
      const p = await activePolicy('2026-01-10T08:00:00Z');
      const payDay = nextDate();
      const late = addDays(payDay, 2);
      expect(await job.run(late, { waitMs: 2000 })).toMatchObject({ created: 1, caughtUp: 1, submitted: 1, paid: 1, failed: 0 });
      expect(await premiumsOf(p.id)).toEqual([{ month: payDay.slice(0, 7), collection_date: late, status: 'PAID', outcome: 'DEBIT_ORDER' }]);
      // Presented to the bank as a real late debit order: on the day it is sent.
      expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toEqual([expect.objectContaining({ amountCents: 15_075, date: late })]);
      expect(await payments(p.id)).toEqual([{ amount: '150.75', source: 'DEBIT_ORDER', reference: expect.any(String) }]);

      expect(await job.run(late, { waitMs: 0 })).toMatchObject({ created: 0, caughtUp: 0, submitted: 0 });
      expect(await job.run(addDays(payDay, 3), { waitMs: 0 })).toMatchObject({ created: 0, caughtUp: 0, submitted: 0 });
      expect(await premiumsOf(p.id)).toHaveLength(1);
      expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toHaveLength(1);
      expect(await payments(p.id)).toHaveLength(1);
      // The next month's pay day collects the next month as always.
      expect(await job.run(nextPayDay(payDay), { waitMs: 2000 })).toMatchObject({ created: 1, caughtUp: 0, paid: 1 });
      expect((await premiumsOf(p.id)).map((c) => c.month)).toEqual([payDay.slice(0, 7), nextPayDay(payDay).slice(0, 7)]);
    });

    it('two runs at once (replicas without the lock) make one late premium', async () => {
      const p = await activePolicy('2026-01-10T08:00:00Z');
      const payDay = nextDate();
      const results = await Promise.all([job.createDue(addDays(payDay, 1)), job.createDue(addDays(payDay, 1)), job.createDue(addDays(payDay, 2))]);
      expect(results.reduce((sum, r) => sum + r.caughtUp, 0)).toBe(1);
      expect(await premiumsOf(p.id)).toHaveLength(1);
    });

    it('a late premium the bank bounces: the grace period runs from the day it was presented, as the SMS says', async () => {
      const p = await activePolicy('2026-01-10T08:00:00Z');
      identity.bounces.add(p.debitOrderId);
      const payDay = nextDate();
      const late = addDays(payDay, 3);
      expect(await job.run(late, { waitMs: 2000 })).toMatchObject({ caughtUp: 1, failed: 1, missed: 1 });
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      expect(identity.messages.filter((m) => m.clientId === p.clientId).map((m) => m.body)).toEqual([premiumMissedMessage(15_075, p.policyNumber, 'NO_BUCKET', null, graceEndsOn(late))]);
      // Not lapsed on the day after a grace period counted from the missed pay day: the client has the whole period from the day we asked.
      await job.lapseDue(lapsesOn(payDay));
      expect(await state(p.id)).toBe('ON_RISK_GRACE');
      await job.lapseDue(lapsesOn(late));
      expect(await state(p.id)).toBe('LAPSED');
    });

    it('a policy not yet collectable on the missed pay day is not charged for it: activated later (SAST), its first premium expected later, or its activation unknown', async () => {
      const payDay = nextDate();
      // 22:30 UTC on the pay day is already the next day in Johannesburg.
      const activatedAfter = await activePolicy(`${payDay}T22:30:00Z`);
      const firstPremiumLater = await activePolicy('2026-01-10T08:00:00Z', nextPayDay(payDay));
      const unknown = await activePolicy(null);
      const activatedThatDay = await activePolicy(`${payDay}T21:59:00Z`);
      for (const p of [activatedAfter, firstPremiumLater, unknown]) {
        await funeral.em().getConnection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = ? where "id" = ?`, [DAY, p.id], 'run');
      }
      expect(await job.run(addDays(payDay, 1), { waitMs: 2000 })).toMatchObject({ created: 1, caughtUp: 1, paid: 1 });
      for (const p of [activatedAfter, firstPremiumLater, unknown]) {
        expect(await premiumsOf(p.id)).toEqual([]);
        expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toEqual([]);
      }
      expect((await premiumsOf(activatedThatDay.id)).map((c) => c.month)).toEqual([payDay.slice(0, 7)]);
      // Their next pay day collects them as always.
      await job.run(nextPayDay(payDay), { waitMs: 2000 });
      for (const p of [activatedAfter, firstPremiumLater, unknown]) expect((await premiumsOf(p.id)).map((c) => c.month)).toEqual([nextPayDay(payDay).slice(0, 7)]);
    });

    it('beyond the window (pay day + 4) nothing is made: the policy is logged with ids for operations, no personal details', async () => {
      const p = await activePolicy('2026-01-10T08:00:00Z');
      const payDay = nextDate();
      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        expect(await job.run(addDays(payDay, 4), { waitMs: 0 })).toMatchObject({ created: 0, caughtUp: 0, submitted: 0, notCaughtUp: 1 });
        expect(await premiumsOf(p.id)).toEqual([]);
        expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId)).toEqual([]);
        const entries = warn.mock.calls.map(([entry]) => entry as { msg?: string; ids?: string[] }).filter((entry) => entry.msg?.includes('beyond the catch-up window'));
        expect(entries).toEqual([{ msg: expect.any(String), table: '"funeral"."premium_collection"', payDate: payDay, month: payDay.slice(0, 7), count: 1, ids: [p.id] }]);
        expect(JSON.stringify(entries)).not.toContain(p.clientId);
        expect(JSON.stringify(entries)).not.toContain(p.policyNumber);

        // Once per missed pay day: the runs again that day (one after another, or two at once) still
        // find it uncollected but do not warn about it again.
        warn.mockClear();
        expect(await job.run(addDays(payDay, 4), { waitMs: 0 })).toMatchObject({ created: 0, notCaughtUp: 1 });
        await Promise.all([job.run(addDays(payDay, 4), { waitMs: 0 }), job.run(addDays(payDay, 4), { waitMs: 0 })]);
        const again = warn.mock.calls.map(([entry]) => entry as { msg?: string; ids?: string[] }).filter((entry) => entry.msg?.includes('beyond the catch-up window'));
        expect(again.flatMap((entry) => entry.ids ?? [])).not.toContain(p.id);
      } finally {
        warn.mockRestore();
      }
      // The next pay day collects the next month as always.
      expect(await job.run(nextPayDay(payDay), { waitMs: 2000 })).toMatchObject({ created: 1, caughtUp: 0, paid: 1 });
    });
  });
  describe('a sold policy’s first premium activates it (docs/decisions/funeral-first-premium-and-activation.md)', () => {
    const READ_POLICY = `query($id: ID!) { funeral(id: $id) { state stateLabel firstActivated expectFirstPaymentAt waitingPeriods { cause endsOn } livesCovered { firstNames state covered } } }`;
    const connection = () => funeral.em().getConnection();
    /** The policy's state, when it was activated and cancelled (instants read as Dates), and why it was cancelled. */
    const policyRow = async (policyId: string) => {
      const [row] = await connection().execute<{ state: string; first_activated: string | null; cancel_reason: string | null; cancelled_at: string | null }[]>(
        `select "state", "first_activated", "cancel_reason", "cancelled_at" from "funeral"."funeral_policy" where "id" = ?`,
        [policyId],
      );
      return { ...row!, first_activated: row!.first_activated ? new Date(row!.first_activated) : null, cancelled_at: row!.cancelled_at ? new Date(row!.cancelled_at) : null };
    };
    const memberStates = async (policyId: string) =>
      (await connection().execute<{ state: string }[]>(`select "state" from "funeral"."policy_member" where "policy_id" = ? order by "first_names"`, [policyId])).map((m) => m.state);
    const collectionsOf = (policyId: string) =>
      connection().execute<{ id: string; month: string; collection_date: string; outcome: string | null; first_premium: boolean; activated: boolean }[]>(
        `select "id", "month", to_char("collection_date", 'YYYY-MM-DD') as collection_date, "outcome", "first_premium", "activated_at" is not null as activated
         from "funeral"."premium_collection" where "policy_id" = ? order by "collection_date"`,
        [policyId],
      );
    const messagesTo = (clientId: string) => identity.messages.filter((m) => m.clientId === clientId);

    /**
     * A policy as the sale leaves it: DORMANT (awaiting its first premium) paying on the 17th, its
     * first premium expected on `expectFirstPaymentAt`, a holder and a spouse awaiting cover
     * (INITIAL), its DebiCheck debit order approved at identity.
     */
    async function soldPolicy(expectFirstPaymentAt: string | null, paymentMethod: 'DEBI_CHECK' | 'NAEDO' = 'DEBI_CHECK') {
      const p = await policy({ state: 'DORMANT', paymentMethod });
      await connection().execute(`update "funeral"."funeral_policy" set "expect_first_payment_at" = ?::date where "id" = ?`, [expectFirstPaymentAt, p.id], 'run');
      const em = funeral.em().fork();
      const policyRef = em.getReference(FuneralPolicyEntity, p.id);
      em.create(PolicyMemberEntity, { policy: policyRef, firstNames: 'Ayanda', surname: 'First', memberType: 'POLICY_HOLDER', coverAmount: 20_000, premium: 110 });
      em.create(PolicyMemberEntity, { policy: policyRef, firstNames: 'Bongani', surname: 'First', memberType: 'SPOUSE', coverAmount: 20_000, premium: 40.75 });
      await em.flush();
      identity.orders.set(p.debitOrderId, { clientId: p.clientId, status: paymentMethod === 'NAEDO' ? 'SIGNED' : 'APPROVED', paymentType: paymentMethod });
      return p;
    }

    // docs/decisions/naedo-debit-order-collections.md: the chat sale's NAEDO debit order, signed on the web.
    it('a policy sold by NAEDO debit order (the chat sale): its first premium is collected and activates it, and the monthly premium after it', async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay, 'NAEDO');
      expect(await job.run(payDay, { waitMs: 2000 })).toMatchObject({ created: 1, submitted: 1, paid: 1, activated: 1, notified: 1 });
      expect((await policyRow(p.id)).state).toBe('ACTIVE');
      expect(await memberStates(p.id)).toEqual(['IN_WAITING_PERIOD', 'IN_WAITING_PERIOD']);
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([firstPremiumReceivedMessage(15_075, p.policyNumber)]);
      expect(await job.run(nextPayDay(payDay), { waitMs: 2000 })).toMatchObject({ created: 1, paid: 1, activated: 0 });
      expect((await collectionsOf(p.id)).map((c) => [c.month, c.outcome, c.first_premium])).toEqual([
        [payDay.slice(0, 7), 'DEBIT_ORDER', true],
        [nextPayDay(payDay).slice(0, 7), 'DEBIT_ORDER', false],
      ]);
      expect(identity.collected.filter((c) => c.debitOrderId === p.debitOrderId).map((c) => c.amountCents)).toEqual([15_075, 15_075]);
    });

    it('a NAEDO debit order the client has not signed yet: the first premium (refused NOT_APPROVED) is held, not missed; collected once signed, activating the policy; never signed, missed after the hold', async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay, 'NAEDO');
      const unsigned = await soldPolicy(payDay, 'NAEDO');
      await connection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = ? where "id" = ?`, [DAY, p.id], 'run');
      for (const x of [p, unsigned]) {
        identity.orders.get(x.debitOrderId)!.status = 'AWAITING_SIGNATURE';
        identity.refuse.add(x.debitOrderId);
      }
      expect(await job.run(payDay, { waitMs: 500 })).toMatchObject({ created: 2, refused: 2, awaitingApproval: 2, missed: 0 });
      expect((await policyRow(p.id)).state).toBe('DORMANT');
      // Told once to sign it (their first premium, to start their cover).
      const signIt = premiumAwaitingMandateMessage(15_075, p.policyNumber, { paymentType: 'NAEDO', sentToThirdParty: false, firstPremium: true });
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([signIt]);
      // Signed on the web a few days later: the premium goes to the bank and activates the policy.
      identity.orders.get(p.debitOrderId)!.status = 'SIGNED';
      identity.refuse.delete(p.debitOrderId);
      expect(await job.run(addDays(payDay, 4), { waitMs: 0 })).toMatchObject({ collectAgain: 1, awaitingApproval: 1, missed: 0 });
      expect(await job.run(addDays(payDay, 4), { waitMs: 2000 })).toMatchObject({ submitted: 1, paid: 1, activated: 1 });
      expect((await policyRow(p.id)).state).toBe('ACTIVE');
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([signIt, firstPremiumReceivedMessage(15_075, p.policyNumber)]);
      // Never signed: the client's missed first premium once the hold has run out (still DORMANT, told when it is tried again).
      expect(await job.run(addDays(payDay, MANDATE_APPROVAL_HOLD_DAYS + 1), { waitMs: 0 })).toMatchObject({ awaitingApproval: 0, missed: 1 });
      expect(await collectionsOf(unsigned.id)).toEqual([expect.objectContaining({ outcome: 'MISSED', first_premium: true })]);
      expect((await policyRow(unsigned.id)).state).toBe('DORMANT');
    });

    it('collected on its first pay day: ACTIVE, first_activated, the lives in their waiting periods, one SMS however often it runs', async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay);
      const before = Date.now();
      expect(await job.run(payDay, { waitMs: 2000 })).toMatchObject({ created: 1, submitted: 1, paid: 1, activated: 1, failed: 0, notified: 1 });
      const row = await policyRow(p.id);
      expect(row.state).toBe('ACTIVE');
      expect(row.first_activated!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.first_activated!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(await memberStates(p.id)).toEqual(['IN_WAITING_PERIOD', 'IN_WAITING_PERIOD']);
      expect(await payments(p.id)).toEqual([{ amount: '150.75', source: 'DEBIT_ORDER', reference: expect.any(String) }]);
      const [first] = await collectionsOf(p.id);
      expect(first).toMatchObject({ month: payDay.slice(0, 7), outcome: 'DEBIT_ORDER', first_premium: true, activated: true });
      expect(messagesTo(p.clientId)).toEqual([{ clientId: p.clientId, key: `funeral-premium:${first!.id}`, channel: 'SMS', body: firstPremiumReceivedMessage(15_075, p.policyNumber) }]);

      // Run again, and notify twice at once: nothing collected, activated or sent twice.
      expect(await job.run(payDay, { waitMs: 500 })).toMatchObject({ created: 0, paid: 0, activated: 0, notified: 0 });
      await Promise.all([job.notify(), job.notify()]);
      expect(messagesTo(p.clientId)).toHaveLength(1);
      expect(await payments(p.id)).toHaveLength(1);

      // The client's page: Active, cover started, waiting periods counted from it, the lives covered.
      const read = await funeral.graphql<{ funeral: { state: string; stateLabel: string; firstActivated: string; waitingPeriods: { cause: string; endsOn: string | null }[]; livesCovered: unknown[] } }>(READ_POLICY, { id: p.id }, clientIdentity(p.clientId));
      expect(read.errors).toBeUndefined();
      expect(read.data!.funeral).toMatchObject({ state: 'ACTIVE', stateLabel: 'Active', expectFirstPaymentAt: payDay });
      expect(new Date(read.data!.funeral.firstActivated).getTime()).toBe(row.first_activated!.getTime());
      expect(read.data!.funeral.waitingPeriods.find((w) => w.cause === 'NATURAL_DEATH')!.endsOn).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
      expect(read.data!.funeral.livesCovered).toEqual(expect.arrayContaining([{ firstNames: 'Ayanda', state: 'IN_WAITING_PERIOD', covered: true }, { firstNames: 'Bongani', state: 'IN_WAITING_PERIOD', covered: true }]));

      // The next month's premium is an ordinary one: collected, nothing sent, activation unchanged.
      expect(await job.run(nextPayDay(payDay), { waitMs: 2000 })).toMatchObject({ created: 1, paid: 1, activated: 0 });
      expect((await collectionsOf(p.id)).map((c) => [c.first_premium, c.activated])).toEqual([[true, true], [false, false]]);
      expect((await policyRow(p.id)).first_activated!.getTime()).toBe(row.first_activated!.getTime());
      expect(messagesTo(p.clientId)).toHaveLength(1);
    });

    it('not collected before its expectFirstPaymentAt (nor without one); collected from that pay day', async () => {
      const payDay = nextDate();
      const later = await soldPolicy(nextPayDay(payDay));
      const none = await soldPolicy(null);
      await connection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = ? where "id" = ?`, [DAY, later.id], 'run');
      expect(await job.run(payDay, { waitMs: 500 })).toMatchObject({ created: 0, submitted: 0 });
      expect(await collectionsOf(later.id)).toEqual([]);
      expect(await collectionsOf(none.id)).toEqual([]);
      expect((await policyRow(later.id)).state).toBe('DORMANT');

      expect(await job.run(nextPayDay(payDay), { waitMs: 2000 })).toMatchObject({ created: 1, paid: 1, activated: 1 });
      expect((await collectionsOf(later.id)).map((c) => c.month)).toEqual([nextPayDay(payDay).slice(0, 7)]);
      expect((await policyRow(later.id)).state).toBe('ACTIVE');
      expect(await collectionsOf(none.id)).toEqual([]);
      expect((await policyRow(none.id)).state).toBe('DORMANT');
    });

    it('first premium missed: stays DORMANT (no grace period, no lapse), the client is told cover has not started and when it is tried again; the next pay day activates it', async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay);
      identity.bounces.add(p.debitOrderId);
      expect(await job.run(payDay, { waitMs: 2000 })).toMatchObject({ created: 1, failed: 1, missed: 1, activated: 0, notTakenUp: 0 });
      expect(await policyRow(p.id)).toMatchObject({ state: 'DORMANT', first_activated: null });
      expect(await memberStates(p.id)).toEqual(['INITIAL', 'INITIAL']);
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([firstPremiumMissedMessage(15_075, p.policyNumber, 'NO_BUCKET', null, nextPayDay(payDay))]);

      // Past the day a policy on missed payment would lapse: a DORMANT one never does.
      expect(await job.lapseDue(lapsesOn(payDay))).toBe(0);
      expect(await connection().execute(`select 1 from "funeral"."policy_lapse" where "policy_id" = ?`, [p.id])).toEqual([]);
      expect((await policyRow(p.id)).state).toBe('DORMANT');

      identity.bounces.delete(p.debitOrderId);
      expect(await job.run(nextPayDay(payDay), { waitMs: 2000 })).toMatchObject({ created: 1, paid: 1, activated: 1 });
      expect((await policyRow(p.id)).state).toBe('ACTIVE');
      expect(await memberStates(p.id)).toEqual(['IN_WAITING_PERIOD', 'IN_WAITING_PERIOD']);
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([firstPremiumMissedMessage(15_075, p.policyNumber, 'NO_BUCKET', null, nextPayDay(payDay)), firstPremiumReceivedMessage(15_075, p.policyNumber)]);
      // The missed first month is not a missed payment of an active policy: no grace period began, so it never lapses.
      await job.lapseDue(lapsesOn(nextPayDay(payDay)));
      expect((await policyRow(p.id)).state).toBe('ACTIVE');
    });

    it('a first premium the debit order misses is paid from the Funeral goal that keeps the policy: activated, the SMS names the goal', async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay);
      identity.bounces.add(p.debitOrderId);
      await funeralGoal(p.clientId, p.id, 100_000);
      expect(await job.run(payDay, { waitMs: 2000 })).toMatchObject({ failed: 1, paidFromSavings: 1, missed: 0 });
      expect((await policyRow(p.id)).state).toBe('ACTIVE');
      expect((await policyRow(p.id)).first_activated).not.toBeNull();
      expect(await memberStates(p.id)).toEqual(['IN_WAITING_PERIOD', 'IN_WAITING_PERIOD']);
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([firstPremiumReceivedMessage(15_075, p.policyNumber, 'Funeral cover')]);
    });

    it(`missed on ${FIRST_PREMIUM_ATTEMPTS} pay days: not taken up: CANCELLED, the lives not covered, the debit order cancelled at identity once, the client told; nothing collected after`, async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay);
      identity.bounces.add(p.debitOrderId);
      let day = payDay;
      for (let attempt = 1; attempt < FIRST_PREMIUM_ATTEMPTS; attempt += 1) {
        expect(await job.run(day, { waitMs: 2000 })).toMatchObject({ created: 1, missed: 1, notTakenUp: 0, debitOrdersCancelled: 0 });
        expect((await policyRow(p.id)).state).toBe('DORMANT');
        day = nextPayDay(day);
      }
      expect(await job.run(day, { waitMs: 2000 })).toMatchObject({ created: 1, missed: 1, notTakenUp: 1, debitOrdersCancelled: 1 });
      expect(await policyRow(p.id)).toMatchObject({ state: 'CANCELLED', cancel_reason: NOT_TAKEN_UP_REASON, first_activated: null, cancelled_at: expect.any(Date) });
      expect(await memberStates(p.id)).toEqual(['POLICY_CANCELLED', 'POLICY_CANCELLED']);
      expect(identity.cancelled.filter((id) => id === p.debitOrderId)).toHaveLength(1);
      const bodies = messagesTo(p.clientId).map((m) => m.body);
      expect(bodies).toHaveLength(FIRST_PREMIUM_ATTEMPTS);
      expect(bodies.at(-1)).toBe(policyNotTakenUpMessage(p.policyNumber));
      expect(bodies.slice(0, -1).every((b) => b.includes('your cover has not started yet'))).toBe(true);

      // Again, and on the next pay day: nothing collected, cancelled or sent again.
      expect(await job.run(day, { waitMs: 0 })).toMatchObject({ created: 0, debitOrdersCancelled: 0 });
      expect(await job.run(nextPayDay(day), { waitMs: 0 })).toMatchObject({ created: 0, debitOrdersCancelled: 0 });
      expect(await collectionsOf(p.id)).toHaveLength(FIRST_PREMIUM_ATTEMPTS);
      expect(identity.cancelled.filter((id) => id === p.debitOrderId)).toHaveLength(1);
      expect(messagesTo(p.clientId)).toHaveLength(FIRST_PREMIUM_ATTEMPTS);
    });

    it('a missed first premium never begins a grace period: once in force, the policy lapses from its own missed premium', async () => {
      const payDay = nextDate();
      const p = await soldPolicy(payDay);
      expect(await job.run(payDay, { waitMs: 2000 })).toMatchObject({ activated: 1 });
      // A first premium resolved as missed after another activated the policy (held meanwhile for the mandate's approval), due on the next pay day.
      const second = nextPayDay(payDay);
      await connection().execute(
        `insert into "funeral"."premium_collection" ("id", "policy_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "outcome", "first_premium", "resolved_at", "notified_at", "created_at")
         values (gen_random_uuid(), ?, ?, ?, ?, ?::date, 15075, 'FAILED', 'MISSED', true, now(), null, now())`,
        [p.id, p.clientId, p.debitOrderId, second.slice(0, 7), second],
        'run',
      );
      identity.bounces.add(p.debitOrderId);
      const third = nextPayDay(second);
      expect(await job.run(third, { waitMs: 2000 })).toMatchObject({ missed: 1 });
      expect((await policyRow(p.id)).state).toBe('ON_RISK_GRACE');
      // The client is told of the activation and of this miss; not that a cover already started had not started.
      expect(messagesTo(p.clientId).map((m) => m.body)).toEqual([firstPremiumReceivedMessage(15_075, p.policyNumber), premiumMissedMessage(15_075, p.policyNumber, 'NO_BUCKET', null, graceEndsOn(third))]);
      expect(await job.lapseDue(lapsesOn(second))).toBe(0);
      expect((await policyRow(p.id)).state).toBe('ON_RISK_GRACE');
      await job.lapseDue(lapsesOn(third));
      expect((await policyRow(p.id)).state).toBe('LAPSED');
    });

    it('a pay day no run collected is caught up for a policy awaiting its first premium, as the sale leaves it: activated; not if its first premium was expected later', async () => {
      const payDay = nextDate();
      // Sold 10 days before its pay day: the sale's rule expects the first premium on it.
      const soldOn = addDays(payDay, -10);
      expect(expectedFirstPaymentDate(DAY, soldOn)).toBe(payDay);
      const sold = await soldPolicy(expectedFirstPaymentDate(DAY, soldOn)!);
      // Sold 2 days before the pay day: its first premium is expected the month after.
      const soldLate = await soldPolicy(expectedFirstPaymentDate(DAY, addDays(payDay, -2))!);
      await connection().execute(`update "funeral"."funeral_policy" set "payment_due_day" = ? where "id" = ?`, [DAY, sold.id], 'run');

      const late = addDays(payDay, 2);
      expect(await job.run(late, { waitMs: 2000 })).toMatchObject({ created: 1, caughtUp: 1, paid: 1, activated: 1 });
      expect(await collectionsOf(sold.id)).toEqual([expect.objectContaining({ month: payDay.slice(0, 7), collection_date: late, first_premium: true, activated: true })]);
      expect((await policyRow(sold.id)).state).toBe('ACTIVE');
      expect(await collectionsOf(soldLate.id)).toEqual([]);
      expect((await policyRow(soldLate.id)).state).toBe('DORMANT');
    });
  });
});
