import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { PiiCipher, type CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import { SandboxDebiCheckProvider } from '@imali/integrations/debicheck';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { DebitOrderEntity } from './debit-order.entity';
import { DebitOrderService, type NewDebitOrder } from './debit-order.service';
import { SIGNATURE_PREFIX } from './debit-order-rules';

const FIELDS = `id paymentType maxAmount bankAccount { accountNo bankName accountHolderName } payDay nextDebitDate associatedProducts { amount description }
  debitOrderMandateId debitOrderMandateInvalid mandate { authenticationType status } alreadySigned`;
const READ = `query($id: ID!) { debitorder(id: $id) { ${FIELDS} } }`;
const SIGN = `mutation($id: ID!, $input: UpdateDebitOrderInput!) { updateDebitOrder(id: $id, input: $input) { ${FIELDS} } }`;
const ADD_ACCOUNT = 'mutation($i: BankAccountInput!) { createBankAccount(input: $i) { id } }';

type DebitOrder = {
  id: string;
  paymentType: string;
  maxAmount: number;
  bankAccount: { accountNo: string; bankName: string; accountHolderName: string | null };
  payDay: number;
  nextDebitDate: string;
  associatedProducts: { amount: number; description: string }[];
  debitOrderMandateId: string | null;
  debitOrderMandateInvalid: boolean;
  mandate: { authenticationType: string; status: string };
  alreadySigned: boolean;
};

const png = (tag: string) => `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`IHDR-${tag}`)]).toString('base64')}`;
const signature = (tag = 'ayanda', timestamp = new Date().toISOString()) => ({ signature: { type: 'WEB_SIGNATURE', signature: png(tag), timestamp } });

describe('identity subgraph: debit order mandates', () => {
  let subgraph: TestSubgraph;
  let orders: DebitOrderService;
  let owner: CallerIdentity;
  let other: CallerIdentity;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    const em = subgraph.em();
    const a = em.create(ClientEntity, { firstNames: 'Ayanda', surname: 'Dlamini' });
    const b = em.create(ClientEntity, { firstNames: 'Bongani', surname: 'Zulu' });
    await em.flush();
    owner = clientIdentity(a.id);
    other = clientIdentity(b.id);
    // An area's sale creates debit orders through the service; here with its own sandbox bank,
    // answering into the same database as the subgraph under test.
    const bank = new SandboxDebiCheckProvider();
    orders = new DebitOrderService(subgraph.em(), { em: subgraph.em() } as unknown as MikroORM, new PiiCipher(TEST_PII_ENCRYPTION_KEY), bank);
    orders.onApplicationBootstrap();
  }, 60_000);
  afterAll(() => subgraph?.close());

  const account = async (accountNo: string, identity = owner) => {
    const added = await subgraph.graphql<{ createBankAccount: { id: string } }>(ADD_ACCOUNT, { i: { branchCode: '470010', accountNo } }, identity);
    return added.data!.createBankAccount.id;
  };
  const create = async (accountNo: string, input: Partial<NewDebitOrder> = {}) =>
    orders.create(owner.clientId!, {
      bankAccountId: await account(accountNo),
      paymentType: 'NAEDO',
      maxAmountCents: 15_050,
      payDay: 25,
      associatedProducts: [{ productType: 'CREDIT_LIFE', amountCents: 15_050, description: 'Credit life cover' }],
      ...input,
    });
  const read = (id: string, identity = owner) => subgraph.graphql<{ debitorder: DebitOrder }>(READ, { id }, identity);
  const sign = (id: string, input: unknown = signature(), identity = owner) => subgraph.graphql<{ updateDebitOrder: DebitOrder }>(SIGN, { id, input }, identity);
  /** The bank answers by callback; wait for the row to show it. */
  const settled = async (id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const row = await subgraph.em().findOneOrFail(DebitOrderEntity, { id });
      if (row.status !== 'SENT' && row.status !== 'NOT_SENT') return row;
      if (row.status === 'NOT_SENT' && row.bankReason) return row;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return subgraph.em().findOneOrFail(DebitOrderEntity, { id });
  };

  it("shows the client's debit order with the spec's fields", async () => {
    const order = await create('4000000001');
    const result = await read(order.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.debitorder).toEqual({
      id: order.id,
      paymentType: 'NAEDO',
      maxAmount: 150.5,
      bankAccount: { accountNo: '4000000001', bankName: 'Capitec Bank', accountHolderName: 'Ayanda Dlamini' },
      payDay: 25,
      nextDebitDate: expect.stringMatching(/^\d{4}-\d{2}-25$/),
      associatedProducts: [{ amount: 150.5, description: 'Credit life cover' }],
      debitOrderMandateId: null,
      debitOrderMandateInvalid: false,
      mandate: { authenticationType: 'WEB_SIGNATURE', status: 'AWAITING_SIGNATURE' },
      alreadySigned: false,
    });
  });

  it('is signed once on the web, however often and however fast the signature arrives', async () => {
    const order = await create('4000000002');
    const results = await Promise.all([sign(order.id, signature('first')), sign(order.id, signature('second')), sign(order.id, signature('third'))]);
    for (const result of results) {
      expect(result.errors).toBeUndefined();
      expect(result.data!.updateDebitOrder).toMatchObject({ alreadySigned: true, mandate: { authenticationType: 'WEB_SIGNATURE', status: 'SIGNED' } });
    }
    const row = await subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id }, { populate: ['signatureEncrypted'] });
    expect(row.signatureEncrypted).not.toContain('base64');
    const stored = new PiiCipher(TEST_PII_ENCRYPTION_KEY).decrypt(row.signatureEncrypted!);
    expect([png('first'), png('second'), png('third')]).toContain(stored);
    const again = await sign(order.id, signature('later'));
    expect(again.data!.updateDebitOrder.mandate.status).toBe('SIGNED');
    const after = await subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id });
    expect(after.signatureSha256).toBe(row.signatureSha256);
  });

  it("answers another client's, a missing and a visitor's request as the rules say", async () => {
    const order = await create('4000000003');
    for (const result of [await read(order.id, other), await sign(order.id, signature(), other), await read(randomUUID())]) {
      expect(result.errors?.[0]).toMatchObject({ message: 'Debit order not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await read(order.id, visitor)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect((await subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id })).status).toBe('AWAITING_SIGNATURE');
  });

  it('checks the signature and keeps it small', async () => {
    const order = await create('4000000004');
    const bad = await sign(order.id, { signature: { type: 'WEB_SIGNATURE', signature: 'data:image/svg+xml;base64,PHN2Zz4=', timestamp: 'yesterday' } });
    expect(bad.errors?.[0]?.extensions?.['fieldErrors']).toEqual([
      { field: 'signature.signature', message: 'The signature must be a PNG drawing' },
      { field: 'signature.timestamp', message: 'The signing time must be a date and time with its zone, within the last day' },
    ]);
    const huge = await sign(order.id, { signature: { type: 'WEB_SIGNATURE', signature: `${png('x')}${'A'.repeat(20_000)}`, timestamp: new Date().toISOString() } });
    expect(huge.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const wrongType = await sign(order.id, { signature: { type: 'INK', signature: png('x'), timestamp: new Date().toISOString() } });
    expect(wrongType.errors?.[0]).toBeDefined();
    expect((await subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id })).status).toBe('AWAITING_SIGNATURE');
  });

  it('refuses to sign a cancelled debit order', async () => {
    const order = await create('4000000005');
    await subgraph.em().nativeUpdate(DebitOrderEntity, { id: order.id }, { status: 'CANCELLED' });
    const result = await sign(order.id);
    expect(result.errors?.[0]).toMatchObject({ message: 'This debit order has been cancelled', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await read(order.id)).data!.debitorder).toMatchObject({ debitOrderMandateInvalid: true, alreadySigned: false });
  });

  it('sends a DebiCheck mandate to the bank and records its approval', async () => {
    const order = await create('4000000006', { paymentType: 'DEBI_CHECK' });
    const row = await settled(order.id);
    expect(row).toMatchObject({ status: 'APPROVED', bankRequestAttempt: 1, bankReference: expect.stringMatching(/^DC[0-9A-F]{12}$/) });
    expect((await read(order.id)).data!.debitorder).toMatchObject({
      paymentType: 'DEBI_CHECK',
      debitOrderMandateId: row.bankReference,
      debitOrderMandateInvalid: false,
      mandate: { authenticationType: 'DEBICHECK', status: 'APPROVED' },
      alreadySigned: true,
    });
    // Signing an approved mandate changes nothing.
    expect((await sign(order.id)).data!.updateDebitOrder.mandate.status).toBe('APPROVED');
    expect((await subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id })).bankRequestAttempt).toBe(1);
  });

  it('records a declined DebiCheck mandate, and asks the bank again when the client signs', async () => {
    const order = await create('4000001111', { paymentType: 'DEBI_CHECK' });
    expect(await settled(order.id)).toMatchObject({ status: 'REJECTED', bankReason: 'Declined by the account holder' });
    expect((await read(order.id)).data!.debitorder).toMatchObject({ debitOrderMandateInvalid: true, alreadySigned: false, mandate: { status: 'REJECTED' } });
    const signed = await sign(order.id);
    expect(signed.errors).toBeUndefined();
    const again = await settled(order.id);
    expect(again).toMatchObject({ status: 'REJECTED', bankRequestAttempt: 2 });
    expect(again.signatureSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a new DebiCheck debit order before asking the bank (a sale never waits on the bank), then asks it once', async () => {
    const order = await create('4000000021', { paymentType: 'DEBI_CHECK' });
    expect(order).toMatchObject({ status: 'NOT_SENT', bankRequestAttempt: 0 });
    expect(order.bankReference ?? null).toBeNull();
    const answered = await settled(order.id);
    expect(answered.status).not.toBe('NOT_SENT');
    expect(answered).toMatchObject({ bankRequestAttempt: 1, bankReference: expect.any(String) });
  });

  it('keeps a debit order cancelled while the bank was being asked cancelled, and withdraws the mandate the bank then holds', async () => {
    const slowBank = new SandboxDebiCheckProvider({ latencyMs: 150 });
    const sent: string[] = [];
    const request = slowBank.requestMandate.bind(slowBank);
    slowBank.requestMandate = async (mandate) => {
      const answer = await request(mandate);
      sent.push(answer.providerReference);
      return answer;
    };
    const slow = new DebitOrderService(subgraph.em(), { em: subgraph.em() } as unknown as MikroORM, new PiiCipher(TEST_PII_ENCRYPTION_KEY), slowBank);
    const order = await slow.create(owner.clientId!, { bankAccountId: await account('4000000023'), paymentType: 'DEBI_CHECK', maxAmountCents: 10_000, payDay: 5 });
    // The request is with the bank (150 ms) when the product is cancelled.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await slow.cancel(owner.clientId!, order.id)).status).toBe('CANCELLED');
    for (let i = 0; i < 50 && sent.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(1);
    expect((await subgraph.em().fork().findOneOrFail(DebitOrderEntity, { id: order.id })).status).toBe('CANCELLED');
    expect((await slowBank.status(sent[0]!))?.status).toBe('CANCELLED');
  });

  it('asks the bank, at start, for DebiCheck mandates a stopped process never sent', async () => {
    const em = subgraph.em();
    const orphan = em.create(DebitOrderEntity, { clientId: owner.clientId!, bankAccountId: await account('4000000022'), paymentType: 'DEBI_CHECK', maxAmountCents: 10_000, payDay: 5, status: 'NOT_SENT', bankRequestAttempt: 0 });
    await em.flush();
    expect(await orders.resumeUnsentRequests()).toBeGreaterThanOrEqual(1);
    const answered = await settled(orphan.id);
    expect(answered.status).not.toBe('NOT_SENT');
    expect(answered.bankRequestAttempt).toBe(1);
    // Asked once: a second pass finds nothing left to send for it.
    await orders.resumeUnsentRequests();
    expect((await settled(orphan.id)).bankRequestAttempt).toBe(1);
  });

  it('keeps a DebiCheck mandate the bank could not receive as NOT_SENT, to be sent again', async () => {
    const order = await create('4000009999', { paymentType: 'DEBI_CHECK' });
    expect(await settled(order.id)).toMatchObject({ status: 'NOT_SENT', bankRequestAttempt: 1, bankReason: expect.stringContaining('could not be reached') });
    const retried = await sign(order.id);
    expect(retried.data!.updateDebitOrder.mandate.status).toBe('NOT_SENT');
    expect((await subgraph.em().findOneOrFail(DebitOrderEntity, { id: order.id })).bankRequestAttempt).toBe(2);
  });

  it('creates one debit order per idempotency key, on the client\'s own account only', async () => {
    const key = randomUUID();
    const first = await create('4000000007', { idempotencyKey: key });
    const second = await create('4000000007', { idempotencyKey: key });
    expect(second.id).toBe(first.id);
    const raceKey = randomUUID();
    const bankAccountId = await account('4000000009');
    const input: NewDebitOrder = { bankAccountId, paymentType: 'NAEDO', maxAmountCents: 100, payDay: 1, idempotencyKey: raceKey };
    const [one, two] = await Promise.all([orders.create(owner.clientId!, input), orders.create(owner.clientId!, input)]);
    expect(two.id).toBe(one.id);
    const theirs = await account('4000000008', other);
    await expect(orders.create(owner.clientId!, { bankAccountId: theirs, paymentType: 'NAEDO', maxAmountCents: 100, payDay: 1 })).rejects.toMatchObject({
      extensions: { fieldErrors: [{ field: 'bankAccountId', message: 'Bank account not found' }] },
    });
    await expect(orders.create(owner.clientId!, { bankAccountId: theirs, paymentType: 'NAEDO', maxAmountCents: 0, payDay: 32 })).rejects.toMatchObject({
      extensions: { fieldErrors: [{ field: 'maxAmount', message: expect.any(String) }, { field: 'payDay', message: 'Enter a day from 1 to 31' }] },
    });
  });
});
