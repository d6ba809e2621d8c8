import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { buildSaIdNumber } from '@imali/shared/validation';
import { PiiCipher } from '@imali/shared/nest';
import { SandboxDebiCheckProvider, type CollectionResult } from '@imali/integrations/debicheck';
import type { CollectionItem } from '@imali/shared/identity-contract';
import { clientIdentity, startTestSubgraph, TEST_PII_ENCRYPTION_KEY } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { addBankAccount, useDebitOrderTestStack } from '../testing/debit-order-test-stack';
import { DebitOrderEntity } from './debit-order.entity';
import { DebitOrderCollectionEntity } from './debit-order-collection.entity';
import { SandboxMandateEntity } from './sandbox-mandate.entity';
import { IdentitySandboxMandateMemory } from './sandbox-mandate-memory';
import { SIGNATURE_PREFIX } from './debit-order-rules';

let serial = 1000 + Math.floor(Math.random() * 8000);
const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);

// Collections on clients' debit orders for another area (savings): collectDebitOrders records
// and sends them, the sandbox bank's results settle them once, debitOrderCollectionResults reads
// them; the sandbox's mandates live in identity's table and outlive a restart.
describe('identity internal API: debit order collections', () => {
  const stack = useDebitOrderTestStack();

  const row = (id: string) => stack.subgraph.em().findOneOrFail(DebitOrderEntity, { id });
  const debitOrder = async (accountNo: string, clientId = stack.owner, paymentType: 'DEBI_CHECK' | 'NAEDO' = 'DEBI_CHECK', maxAmountCents = 50_000) => {
    const bankAccountId = await addBankAccount(stack.subgraph, clientId, accountNo);
    const made = await stack.client.createDebitOrder(clientId, { bankAccountId, paymentType, maxAmountCents, payDay: 25 }, randomUUID());
    for (let i = 0; i < 100; i += 1) {
      const found = await row(made.id);
      if (found.status !== 'SENT' && found.status !== 'NOT_SENT') return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return row(made.id);
  };
  /** Until no reference is PENDING. */
  const settled = async (references: string[]) => {
    for (let i = 0; i < 100; i += 1) {
      const results = await stack.client.debitOrderCollectionResults(references);
      if (results.every((r) => r.status !== 'PENDING')) return results;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return stack.client.debitOrderCollectionResults(references);
  };
  const item = (debitOrderId: string, amountCents: number, extra: Partial<CollectionItem> = {}): CollectionItem => ({ clientId: stack.owner, debitOrderId, reference: randomUUID(), amountCents, date: '2026-12-25', ...extra });

  it('collects on approved DebiCheck debit orders and settles each once with the bank’s result', async () => {
    const paying = await debitOrder('1234700001');
    const bouncing = await debitOrder('1234703333');
    expect([paying.status, bouncing.status]).toEqual(['APPROVED', 'APPROVED']);
    const items = [item(paying.id, 25_000), item(bouncing.id, 10_000)];
    const answers = await stack.client.collectDebitOrders(items);
    expect(answers).toEqual(items.map((i) => ({ reference: i.reference, accepted: true })));
    const results = await settled(items.map((i) => i.reference));
    expect(results.sort((x, y) => items.findIndex((i) => i.reference === x.reference) - items.findIndex((i) => i.reference === y.reference))).toEqual([
      { reference: items[0]!.reference, status: 'PAID', failure: null, amountCents: 25_000 },
      { reference: items[1]!.reference, status: 'FAILED', failure: 'INSUFFICIENT_FUNDS', amountCents: 10_000 },
    ]);
    // The same references again (a retried run): accepted, one row each, the results unchanged.
    expect(await stack.client.collectDebitOrders(items)).toEqual(answers);
    expect(await stack.subgraph.em().count(DebitOrderCollectionEntity, { reference: { $in: items.map((i) => i.reference) } })).toBe(2);
    expect(await settled(items.map((i) => i.reference))).toEqual(expect.arrayContaining(results));
    await expect(stack.client.debitOrderCollectionResults([randomUUID(), 'x'.repeat(500), 'nul\u0000'])).resolves.toEqual([]);
  });

  it('refuses per item: another client’s or an unknown debit order, one not approved, above the maximum, bad values, a reference in use', async () => {
    const mine = await debitOrder('1234700002');
    const theirs = await debitOrder('1234700003', stack.other);
    const naedo = await debitOrder('1234700004', stack.owner, 'NAEDO');
    const rejected = await debitOrder('1234701111');
    expect(rejected.status).toBe('REJECTED');
    const used = item(mine.id, 100);
    await stack.client.collectDebitOrders([used]);
    const items = [
      item(theirs.id, 100),
      item(randomUUID(), 100),
      item('not-a-uuid', 100),
      item(naedo.id, 100),
      item(rejected.id, 100),
      item(mine.id, 50_001),
      item(mine.id, 0),
      item(mine.id, 100, { date: '2026-02-30' }),
      item(mine.id, 100, { reference: '' }),
      item(mine.id, 100, { reference: 'r'.repeat(101) }),
      item(mine.id, 100, { reference: 'nul\u0000' }),
      { ...used, amountCents: 200 },
      item(theirs.id, 100, { clientId: stack.other, reference: used.reference }),
      item(mine.id, 100),
    ];
    const answers = await stack.client.collectDebitOrders(items);
    expect(answers.map((a) => a.refusal ?? 'ACCEPTED')).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_APPROVED',
      'NOT_APPROVED',
      'EXCEEDS_MANDATE',
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
      'INVALID',
      'REFERENCE_IN_USE',
      'REFERENCE_IN_USE',
      'ACCEPTED',
    ]);
    expect(await stack.subgraph.em().count(DebitOrderCollectionEntity, { debitOrderId: { $in: [theirs.id, naedo.id, rejected.id] } })).toBe(0);
    // Not a whole number of cents: outside the contract, the call is refused as a whole.
    await expect(stack.client.collectDebitOrders([item(mine.id, 10.5)])).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('collects on a NAEDO or DO debit order once the account holder has signed it on the web; one not signed is refused NOT_APPROVED', async () => {
    const SIGN = `mutation($id: ID!, $input: UpdateDebitOrderInput!) { updateDebitOrder(id: $id, input: $input) { mandate { status } } }`;
    const png = `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-naedo')]).toString('base64')}`;
    const sign = async (id: string) => {
      const signed = await stack.subgraph.graphql<{ updateDebitOrder: { mandate: { status: string } } }>(SIGN, { id, input: { signature: { type: 'WEB_SIGNATURE', signature: png, timestamp: new Date().toISOString() } } }, clientIdentity(stack.owner));
      expect(signed.data?.updateDebitOrder.mandate.status).toBe('SIGNED');
    };
    const naedo = await debitOrder('1234700008', stack.owner, 'NAEDO');
    const bouncing = await debitOrder('1234713333', stack.owner, 'NAEDO');
    const unsigned = await debitOrder('1234700009', stack.owner, 'NAEDO');
    const bankDown = await debitOrder('1234709999', stack.owner, 'NAEDO');
    expect(naedo.status).toBe('AWAITING_SIGNATURE');
    // Not signed yet: refused, nothing recorded or sent.
    const early = item(naedo.id, 5_000);
    expect(await stack.client.collectDebitOrders([early])).toEqual([{ reference: early.reference, accepted: false, refusal: 'NOT_APPROVED' }]);
    for (const order of [naedo, bouncing, bankDown]) await sign(order.id);
    const items = [item(naedo.id, 5_000), item(bouncing.id, 5_000), item(unsigned.id, 5_000), item(naedo.id, 50_001), early];
    const answers = await stack.client.collectDebitOrders(items);
    expect(answers.map((a) => a.refusal ?? 'ACCEPTED')).toEqual(['ACCEPTED', 'ACCEPTED', 'NOT_APPROVED', 'EXCEEDS_MANDATE', 'ACCEPTED']);
    const paid = [items[0]!, items[1]!, early].map((i) => i.reference);
    expect((await settled(paid)).map((r) => [r.reference, r.status, r.failure])).toEqual(
      expect.arrayContaining([
        [items[0]!.reference, 'PAID', null],
        [early.reference, 'PAID', null],
        [items[1]!.reference, 'FAILED', 'INSUFFICIENT_FUNDS'],
      ]),
    );
    // Lodged with the bank once, under the reference its collections name.
    const lodged = await row(naedo.id);
    expect(lodged.bankReference).toMatch(/^NA[0-9A-F]{12}$/);
    expect(await stack.subgraph.em().findOneOrFail(SandboxMandateEntity, { reference: `${naedo.id}.0` })).toMatchObject({ status: 'APPROVED', accountNoLast4: '0008', providerReference: lodged.bankReference });
    // The bank unreachable for the lodging: accepted and kept PENDING, unsent; the caller's retry sends it.
    const waiting = item(bankDown.id, 5_000);
    expect(await stack.client.collectDebitOrders([waiting])).toEqual([{ reference: waiting.reference, accepted: true }]);
    expect(await stack.subgraph.em().findOneOrFail(DebitOrderCollectionEntity, { reference: waiting.reference })).toMatchObject({ status: 'PENDING', submittedAt: null });
    expect((await row(bankDown.id)).bankReference).toBeNull();
    // Cancelled: withdrawn at the bank too, and no longer collected.
    await stack.client.cancelDebitOrder(stack.owner, naedo.id);
    expect((await stack.subgraph.em().findOneOrFail(SandboxMandateEntity, { reference: `${naedo.id}.0` })).status).toBe('CANCELLED');
    const late = item(naedo.id, 5_000);
    expect(await stack.client.collectDebitOrders([late])).toEqual([{ reference: late.reference, accepted: false, refusal: 'NOT_APPROVED' }]);
  });

  it('takes at most 1000 items a call (the contract refuses more)', async () => {
    const mine = await debitOrder('1234700005');
    const tooMany = Array.from({ length: 1001 }, () => item(mine.id, 1));
    await expect(stack.client.collectDebitOrders(tooMany)).rejects.toThrow();
    const full = await stack.client.collectDebitOrders(tooMany.slice(0, 1000));
    expect(full.filter((a) => a.accepted)).toHaveLength(1000);
    const results = await settled(tooMany.slice(0, 1000).map((i) => i.reference));
    expect(results.filter((r) => r.status === 'PAID')).toHaveLength(1000);
  });

  it('keeps the sandbox bank’s mandates in identity’s table: after a restart collections still succeed', async () => {
    const order = await debitOrder('1234700006');
    const stored = await stack.subgraph.em().findOneOrFail(SandboxMandateEntity, { reference: `${order.id}.${order.bankRequestAttempt}` });
    expect(stored).toMatchObject({ status: 'APPROVED', accountNoLast4: '0006', maxAmountCents: 50_000 });
    // A new sandbox bank (as after a restart) over the same table.
    const orm = { em: stack.subgraph.em() } as unknown as MikroORM;
    const restarted = new SandboxDebiCheckProvider({ memory: new IdentitySandboxMandateMemory(orm) });
    const seen: CollectionResult[] = [];
    restarted.onCollectionResult(async (r) => void seen.push(r));
    expect((await restarted.status(order.bankReference!))?.status).toBe('APPROVED');
    await restarted.collectBatch([{ mandateReference: `${order.id}.${order.bankRequestAttempt}`, reference: 'after-restart', amountCents: 100, date: '2026-12-25' }]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.map((r) => [r.reference, r.status])).toEqual([['after-restart', 'PAID']]);
    // Without the memory the restarted sandbox knows nothing: MANDATE_NOT_ACTIVE.
    const forgetful = new SandboxDebiCheckProvider();
    const lost: CollectionResult[] = [];
    forgetful.onCollectionResult(async (r) => void lost.push(r));
    await forgetful.collect({ mandateReference: `${order.id}.${order.bankRequestAttempt}`, reference: 'forgotten', amountCents: 100, date: '2026-12-25' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lost.map((r) => r.failure)).toEqual(['MANDATE_NOT_ACTIVE']);
  });

  it('finds registered clients by ID number for an EFT reference (spaces ignored), never a guest record', async () => {
    const insert = async (idNumber: string, guest = false) => {
      const id = randomUUID();
      await stack.subgraph.em().getConnection().execute(
        `insert into "identity"."client" (id, id_type, id_number_encrypted, id_number_hash, accepted_terms, is_registration, otp_verification, guest, created_at, updated_at) values (?, 'rsa_id', ?, ?, true, false, true, ?, now(), now())`,
        [id, cipher.encrypt(idNumber), cipher.lookupHash(idNumber), guest],
      );
      return id;
    };
    const first = buildSaIdNumber({ birthDate: '1990-01-15', serial: serial++ })!;
    const second = buildSaIdNumber({ birthDate: '1990-01-15', serial: serial++ })!;
    const guestOnly = buildSaIdNumber({ birthDate: '1990-01-15', serial: serial++ })!;
    const a = await insert(first);
    const b = await insert(second);
    await insert(guestOnly, true);
    const spaced = `${first.slice(0, 6)} ${first.slice(6)}`;
    const matches = await stack.client.clientIdsByIdNumber([first, spaced, second, guestOnly, 'nobody', '', 'x'.repeat(100)]);
    expect(matches.sort((x, y) => x.idNumber.localeCompare(y.idNumber))).toEqual(
      [
        { idNumber: first, clientId: a },
        { idNumber: spaced, clientId: a },
        { idNumber: second, clientId: b },
      ].sort((x, y) => x.idNumber.localeCompare(y.idNumber)),
    );
    await expect(stack.client.clientIdsByIdNumber([])).resolves.toEqual([]);
  });
  it('after a restart, mandate answers the bank gave (or owed) while identity was down are recorded', async () => {
    const em = stack.subgraph.em();
    const made = async (status: string, last4: string) => {
      const order = em.create(DebitOrderEntity, { clientId: stack.owner, bankAccountId: randomUUID(), paymentType: 'DEBI_CHECK', maxAmountCents: 10_000, payDay: 5, status: 'SENT', bankRequestAttempt: 1, bankReference: `DCR${randomUUID().slice(0, 12)}` });
      em.create(SandboxMandateEntity, { providerReference: order.bankReference!, reference: `${order.id}.1`, maxAmountCents: 10_000, payDay: 5, accountNoLast4: last4, status, at: new Date() });
      return order;
    };
    const answered = await made('APPROVED', '0007');
    const owed = await made('PENDING', '1111');
    await em.flush();
    const restarted = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    try {
      const statusOf = async (id: string) => (await stack.subgraph.em().findOneOrFail(DebitOrderEntity, { id })).status;
      for (let i = 0; i < 100 && ((await statusOf(answered.id)) === 'SENT' || (await statusOf(owed.id)) === 'SENT'); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await statusOf(answered.id)).toBe('APPROVED');
      expect(await statusOf(owed.id)).toBe('REJECTED');
    } finally {
      await restarted.close();
    }
  });
  it('sends a collection again when its caller retries while it is still PENDING (a result lost in a restart), even if its debit order changed since', async () => {
    const order = await debitOrder('1234700007');
    const lost = item(order.id, 3_000);
    // As if identity had recorded and sent it, then restarted before the bank's result arrived.
    await stack.subgraph.em().getConnection().execute(
      `insert into "identity"."debit_order_collection" (id, reference, client_id, debit_order_id, mandate_reference, amount_cents, collection_date, status, submitted_at, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, 'PENDING', now() - interval '1 hour', now() - interval '1 hour')`,
      [lost.reference, stack.owner, order.id, `${order.id}.${order.bankRequestAttempt}`, lost.amountCents, lost.date],
    );
    // Meanwhile the debit order was replaced: the collection on record is still answered and sent.
    await stack.subgraph.em().nativeUpdate(DebitOrderEntity, { id: order.id }, { status: 'REPLACED' });
    expect(await stack.client.collectDebitOrders([lost])).toEqual([{ reference: lost.reference, accepted: true }]);
    expect(await settled([lost.reference])).toEqual([{ reference: lost.reference, status: 'PAID', failure: null, amountCents: 3_000 }]);
  });
});
