import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { FieldValidationError } from '@imali/shared/nest';
import { IdentityInternalClient, INVALID_VALUE_MESSAGE } from '@imali/shared/identity-contract';
import { REQUIRED_MESSAGE } from '@imali/shared/validation';
import { signedFor, visitor } from '@imali/shared/testing';
import { addBankAccount, useDebitOrderTestStack } from '../testing/debit-order-test-stack';
import { DebitOrderEntity } from './debit-order.entity';

const codeOf = (error: unknown) => (error as GraphQLError).extensions?.['code'];

// Another area's debit orders through identity's internal contract (create, replace, cancel,
// find): the controller with its schemas and signature, and the service's idempotency and ownership.
describe('identity internal API: debit orders', () => {
  const stack = useDebitOrderTestStack();

  const account = (accountNo: string, clientId = stack.owner, extra: Record<string, unknown> = {}) => addBankAccount(stack.subgraph, clientId, accountNo, extra);
  const post = async (path: string, payload: unknown, headers?: Record<string, string>) => {
    const body = JSON.stringify(payload);
    const response = await stack.subgraph.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(headers ?? signedFor('identity', visitor, 'POST', path, body)) }, body });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const row = (id: string) => stack.subgraph.em().findOneOrFail(DebitOrderEntity, { id });
  /** The sandbox bank answers by callback; wait until it has. */
  const settled = async (id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const found = await row(id);
      if (found.status !== 'SENT' && found.status !== 'NOT_SENT') return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return row(id);
  };

  it('creates a debit order on the client’s account (cents), once per key however many calls arrive at once', async () => {
    const bankAccountId = await account('1234500001');
    const key = randomUUID();
    const input = { bankAccountId, paymentType: 'NAEDO' as const, maxAmountCents: 15_050, payDay: 25 };
    const made = await Promise.all([1, 2, 3, 4].map(() => stack.client.createDebitOrder(stack.owner, input, key)));
    expect(new Set(made.map((m) => m.id)).size).toBe(1);
    expect(made[0]).toEqual({ id: made[0]!.id, bankAccountId, paymentType: 'NAEDO', maxAmountCents: 15_050, payDay: 25, status: 'AWAITING_SIGNATURE', sentToThirdParty: false });
    expect(await stack.subgraph.em().count(DebitOrderEntity, { idempotencyKey: key })).toBe(1);
    await expect(stack.client.findDebitOrder(stack.owner, made[0]!.id)).resolves.toEqual(made[0]);
    // Another client's debit order and a missing one read alike.
    await expect(stack.client.findDebitOrder(stack.other, made[0]!.id)).resolves.toBeNull();
    await expect(stack.client.findDebitOrder(stack.owner, randomUUID())).resolves.toBeNull();
  });

  it('sends a DebiCheck mandate to the bank at once, and tells a third party’s account', async () => {
    const bankAccountId = await account('1234500002', stack.owner, { ownAccount: false, accountHolderName: 'Zanele Dlamini', accountHolderContactNumber: '0821234567', accountHolderIdNumber: '8801235111088' });
    const made = await stack.client.createDebitOrder(stack.owner, { bankAccountId, paymentType: 'DEBI_CHECK', maxAmountCents: 20_000, payDay: 1 }, randomUUID());
    expect(made.sentToThirdParty).toBe(true);
    expect((await settled(made.id)).status).toBe('APPROVED');
  });

  it('refuses another client’s bank account, and bad amounts or days, with field errors under the caller’s prefix', async () => {
    const theirs = await account('1234500003', stack.other);
    const refused = await stack.client.createDebitOrder(stack.owner, { bankAccountId: theirs, paymentType: 'NAEDO', maxAmountCents: 100, payDay: 1 }, randomUUID(), { fieldPrefix: 'bankAccount' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FieldValidationError);
    expect((refused as FieldValidationError).fieldErrors).toEqual([{ field: 'bankAccount.bankAccountId', message: 'Bank account not found' }]);
    const mine = await account('1234500004');
    const bad = await post('/internal/debit-orders/create', { clientId: stack.owner, key: randomUUID(), debitOrder: { bankAccountId: mine, paymentType: 'NAEDO', maxAmountCents: 0, payDay: 32 } });
    expect(bad.status).toBe(400);
    expect(bad.json['fieldErrors']).toEqual([
      { field: 'maxAmount', message: 'Enter an amount between R0.01 and R100,000' },
      { field: 'payDay', message: 'Enter a day from 1 to 31' },
    ]);
    expect(await stack.subgraph.em().count(DebitOrderEntity, { bankAccountId: { $in: [theirs, mine] } })).toBe(0);
  });

  it('answers bodies outside the contract with 400 and field errors, before any service runs', async () => {
    const missing = await post('/internal/debit-orders/create', { clientId: stack.owner, key: randomUUID() });
    expect(missing).toEqual({ status: 400, json: expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'debitOrder', message: REQUIRED_MESSAGE }] }) });
    const wrongKind = await post('/internal/debit-orders/create', { clientId: stack.owner, key: randomUUID(), debitOrder: { bankAccountId: randomUUID(), paymentType: 'CASH', maxAmountCents: 10.5, payDay: 1 } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json['fieldErrors']).toEqual([
      { field: 'paymentType', message: INVALID_VALUE_MESSAGE },
      { field: 'maxAmountCents', message: INVALID_VALUE_MESSAGE },
    ]);
    const replace = await post('/internal/debit-orders/replace', { clientId: stack.owner, debitOrderId: randomUUID(), key: randomUUID(), change: { payDay: '5' } });
    expect(replace).toEqual({ status: 400, json: expect.objectContaining({ fieldErrors: [{ field: 'payDay', message: INVALID_VALUE_MESSAGE }] }) });
    expect((await post('/internal/debit-orders/cancel', { clientId: stack.owner })).status).toBe(400);
    expect((await post('/internal/debit-orders/find', { debitOrderId: randomUUID() })).status).toBe(400);
  });

  it('refuses unsigned calls, and calls signed for another route or body', async () => {
    const body = { clientId: stack.owner, debitOrderId: randomUUID() };
    const json = JSON.stringify(body);
    expect((await post('/internal/debit-orders/cancel', body, {})).status).toBe(401);
    expect((await post('/internal/debit-orders/cancel', body, signedFor('funeral', visitor, 'POST', '/internal/debit-orders/cancel', json))).status).toBe(401);
    expect((await post('/internal/debit-orders/cancel', body, signedFor('identity', visitor, 'POST', '/internal/debit-orders/find', json))).status).toBe(401);
    const create = { clientId: stack.owner, key: randomUUID(), debitOrder: { bankAccountId: randomUUID(), paymentType: 'NAEDO', maxAmountCents: 100, payDay: 1 } };
    expect((await post('/internal/debit-orders/create', create, signedFor('identity', visitor, 'POST', '/internal/debit-orders/create', '{}'))).status).toBe(401);
    const wrongSecret = new IdentityInternalClient({ baseUrl: stack.subgraph.url, secret: 'another-secret-that-is-long-enough-0000' });
    expect(codeOf(await wrongSecret.findDebitOrder(stack.owner, randomUUID()).catch((e: unknown) => e))).toBe('SUBGRAPH_UNAVAILABLE');
  });

  it('replaces one: the new one made as create makes it, the old one REPLACED, once per key under parallel calls', async () => {
    const first = await account('1234500005');
    const second = await account('1234500006');
    const old = await stack.client.createDebitOrder(stack.owner, { bankAccountId: first, paymentType: 'DEBI_CHECK', maxAmountCents: 10_000, payDay: 25 }, randomUUID());
    expect((await settled(old.id)).status).toBe('APPROVED');
    const key = randomUUID();
    const replaced = await Promise.all([1, 2, 3].map(() => stack.client.replaceDebitOrder(stack.owner, old.id, { bankAccountId: second, maxAmountCents: 12_550 }, key)));
    expect(new Set(replaced.map((r) => r.id)).size).toBe(1);
    const made = replaced[0]!;
    expect(made).toMatchObject({ bankAccountId: second, paymentType: 'DEBI_CHECK', maxAmountCents: 12_550, payDay: 25, sentToThirdParty: false });
    expect(made.id).not.toBe(old.id);
    expect((await settled(made.id)).status).toBe('APPROVED');
    await expect(stack.client.findDebitOrder(stack.owner, old.id)).resolves.toMatchObject({ status: 'REPLACED' });
    // A retry of the same change answers with the same debit order; another change of a replaced one is refused.
    await expect(stack.client.replaceDebitOrder(stack.owner, old.id, { bankAccountId: second, maxAmountCents: 12_550 }, key)).resolves.toMatchObject({ id: made.id });
    expect((await post('/internal/debit-orders/replace', { clientId: stack.owner, debitOrderId: old.id, key: randomUUID(), change: { payDay: 3 } })).status).toBe(409);
    // The old one stays replaced whatever the bank says later, and cannot be signed.
    expect((await row(old.id)).status).toBe('REPLACED');
  });

  it('refuses to replace another client’s debit order or move it to another client’s account', async () => {
    const mine = await account('1234500007');
    const theirs = await account('1234500008', stack.other);
    const old = await stack.client.createDebitOrder(stack.owner, { bankAccountId: mine, paymentType: 'NAEDO', maxAmountCents: 5_000, payDay: 10 }, randomUUID());
    expect((await post('/internal/debit-orders/replace', { clientId: stack.other, debitOrderId: old.id, key: randomUUID(), change: { payDay: 3 } })).status).toBe(404);
    const refused = await stack.client.replaceDebitOrder(stack.owner, old.id, { bankAccountId: theirs }, randomUUID()).catch((e: unknown) => e);
    expect((refused as FieldValidationError).fieldErrors).toEqual([{ field: 'bankAccountId', message: 'Bank account not found' }]);
    await expect(stack.client.findDebitOrder(stack.owner, old.id)).resolves.toMatchObject({ status: 'AWAITING_SIGNATURE' });
  });

  it('cancels one (again: the same answer); another client’s is not found', async () => {
    const bankAccountId = await account('1234500009');
    const made = await stack.client.createDebitOrder(stack.owner, { bankAccountId, paymentType: 'DEBI_CHECK', maxAmountCents: 5_000, payDay: 10 }, randomUUID());
    expect((await post('/internal/debit-orders/cancel', { clientId: stack.other, debitOrderId: made.id })).status).toBe(404);
    const cancelled = await Promise.all([stack.client.cancelDebitOrder(stack.owner, made.id), stack.client.cancelDebitOrder(stack.owner, made.id)]);
    expect(cancelled.map((c) => c.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await settled(made.id)).status).toBe('CANCELLED');
    expect((await post('/internal/debit-orders/replace', { clientId: stack.owner, debitOrderId: made.id, key: randomUUID(), change: {} })).status).toBe(409);
  });
});
