import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/core';
import { buildSaIdNumber } from '@imali/shared/validation';
import type { CallerIdentity } from '@imali/shared/nest';
import { clientIdentity, signedFor, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { BankAccountEntity } from './bank-account.entity';
import { DebitOrderEntity } from '../mandate/debit-order.entity';

const CREATE = 'mutation($i: BankAccountInput!) { createBankAccount(input: $i) { id bankName branchCode accountNo ownAccount } }';
const UPDATE = 'mutation($id: ID!, $i: BankAccountInput!) { updateBankAccount(id: $id, input: $i) { id accountNo } }';
type Created = { createBankAccount: { id: string; bankName: string; branchCode: string; accountNo: string; ownAccount: boolean } };

describe('identity subgraph: bank accounts', () => {
  let subgraph: TestSubgraph;
  let a: CallerIdentity;
  let b: CallerIdentity;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    const em = subgraph.em();
    const clientA = em.create(ClientEntity, { firstNames: 'Ayanda' });
    const clientB = em.create(ClientEntity, { firstNames: 'Bongani' });
    await em.flush();
    a = clientIdentity(clientA.id);
    b = clientIdentity(clientB.id);
  });
  afterAll(() => subgraph.close());

  it('adds an account from the bank list, stores the number encrypted, and reuses the same account', async () => {
    const first = await subgraph.graphql<Created>(CREATE, { i: { branchCode: '470010', accountNo: '1234567890' } }, a);
    expect(first.data?.createBankAccount).toMatchObject({ bankName: 'Capitec Bank', branchCode: '470010', accountNo: '1234567890', ownAccount: true });
    const row = await subgraph.em().findOneOrFail(BankAccountEntity, { id: first.data!.createBankAccount.id });
    expect(row.accountNoEncrypted).not.toContain('1234567890');
    const again = await subgraph.graphql<Created>(CREATE, { i: { branchCode: '470010', accountNo: '1234567890' } }, a);
    expect(again.data?.createBankAccount.id).toBe(first.data?.createBankAccount.id);
  });

  it('answers a retried submit with the same account (idempotency key)', async () => {
    const key = randomUUID();
    const one = await subgraph.graphql<Created>(CREATE, { i: { branchCode: '250655', accountNo: '62000000001', idempotencyKey: key } }, a);
    const two = await subgraph.graphql<Created>(CREATE, { i: { branchCode: '250655', accountNo: '62000000001', idempotencyKey: key } }, a);
    expect(two.data?.createBankAccount.id).toBe(one.data?.createBankAccount.id);
    expect(await subgraph.em().count(BankAccountEntity, { idempotencyKey: key })).toBe(1);
  });

  it('checks the dialog rules on the server', async () => {
    const bad = await subgraph.graphql(CREATE, { i: { branchCode: '000000', accountNo: '12', ownAccount: false } }, a);
    expect(bad.errors?.[0]?.extensions?.['fieldErrors']).toEqual([
      { field: 'branchCode', message: 'Select your bank' },
      { field: 'accountNo', message: 'Account number must be 7 to 11 digits' },
      { field: 'accountHolderName', message: 'Required for third party accounts' },
      { field: 'accountHolderContactNumber', message: 'Required for third party accounts' },
      { field: 'accountHolderIdNumber', message: 'Required for third party accounts' },
    ]);
  });

  it("keeps each client's accounts their own", async () => {
    const created = await subgraph.graphql<Created>(CREATE, { i: { branchCode: '198765', accountNo: '1000200030' } }, a);
    const id = created.data!.createBankAccount.id;
    const read = await subgraph.graphql('query($id: ID!) { bankaccount(id: $id) { accountNo } }', { id }, b);
    expect(read.errors?.[0]).toMatchObject({ message: 'Bank account not found', extensions: { code: 'NOT_FOUND' } });
    const change = await subgraph.graphql(UPDATE, { id, i: { branchCode: '198765', accountNo: '9999999999' } }, b);
    expect(change.errors?.[0]).toMatchObject({ message: 'Bank account not found', extensions: { code: 'NOT_FOUND' } });
    const list = await subgraph.graphql<{ myClient: { bankAccounts: unknown[] } }>('{ myClient { bankAccounts { id } } }', {}, b);
    expect(list.data?.myClient.bankAccounts).toEqual([]);
    const anonymous = await subgraph.graphql('query($id: ID!) { bankaccount(id: $id) { accountNo } }', { id }, visitor);
    expect(anonymous.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const own = await subgraph.graphql<{ updateBankAccount: { accountNo: string } }>(UPDATE, { id, i: { branchCode: '198765', accountNo: '1000200031' } }, a);
    expect(own.data?.updateBankAccount.accountNo).toBe('1000200031');
  });

  it("lists what each account pays for: the client's own debit orders on it still in use, none that are cancelled or replaced", async () => {
    const account = async (accountNo: string) => (await subgraph.graphql<Created>(CREATE, { i: { branchCode: '470010', accountNo } }, a)).data!.createBankAccount.id;
    const paying = await account('5550001111');
    const idle = await account('5550002222');
    const em = subgraph.em();
    const order = (fields: Partial<DebitOrderEntity> & Pick<DebitOrderEntity, 'status'>) =>
      em.create(DebitOrderEntity, { clientId: a.clientId!, bankAccountId: paying, paymentType: 'DEBI_CHECK', maxAmountCents: 10_000, payDay: 5, ...fields });
    const approved = order({ status: 'APPROVED', bankRequestAttempt: 1, bankReference: 'DCR-APPROVED-1' });
    const elsewhere = order({ status: 'SIGNED', paymentType: 'DO', bankAccountId: await account('5550003333') });
    const awaiting = order({ status: 'AWAITING_SIGNATURE', paymentType: 'NAEDO', associatedProducts: [{ productType: 'FUNERAL', amountCents: 10_000, description: 'Funeral cover' }] });
    const cancelled = order({ status: 'CANCELLED', bankRequestAttempt: 1, bankReference: 'DCR-CANCELLED-1' });
    const replaced = order({ status: 'REPLACED' });
    // Another client's debit order naming this account never shows on it.
    const othersOrder = order({ clientId: b.clientId!, status: 'APPROVED', bankReference: 'DCR-OTHER-1' });
    approved.createdAt = new Date(Date.now() - 60_000);
    await em.flush();

    type Listed = { myClient: { bankAccounts: { id: string; associatedWith: { id: string; type: string; reference: string | null }[] }[] } };
    const finds = jest.spyOn(EntityManager.prototype, 'find');
    const listed = await subgraph.graphql<Listed>('{ myClient { bankAccounts { id associatedWith { id type reference } } } }', {}, a);
    // All the client's accounts' debit orders in one query, however many accounts.
    expect(finds.mock.calls.filter(([entity]) => entity === DebitOrderEntity)).toHaveLength(1);
    finds.mockRestore();
    expect(listed.errors).toBeUndefined();
    const of = (id: string) => listed.data!.myClient.bankAccounts.find((x) => x.id === id)!.associatedWith;
    expect(of(paying)).toEqual([
      { id: approved.id, type: 'DEBIT_ORDER', reference: 'DCR-APPROVED-1' },
      { id: awaiting.id, type: 'DEBIT_ORDER', reference: `${awaiting.id}.0` },
    ]);
    expect(of(idle)).toEqual([]);
    expect(of(elsewhere.bankAccountId)).toEqual([{ id: elsewhere.id, type: 'DEBIT_ORDER', reference: `${elsewhere.id}.0` }]);
    const shown = listed.data!.myClient.bankAccounts.flatMap((x) => x.associatedWith.map((w) => w.id));
    for (const hidden of [cancelled.id, replaced.id, othersOrder.id]) expect(shown).not.toContain(hidden);

    // One account read by id answers the same.
    const one = await subgraph.graphql<{ bankaccount: { associatedWith: { id: string }[] } }>('query($id: ID!) { bankaccount(id: $id) { associatedWith { id } } }', { id: paying }, a);
    expect(one.data?.bankaccount.associatedWith.map((w) => w.id)).toEqual([approved.id, awaiting.id]);
    // The other client lists no accounts of A's, and its own order on A's account is not theirs to see either.
    const theirs = await subgraph.graphql<Listed>('{ myClient { bankAccounts { id associatedWith { id } } } }', {}, b);
    expect(theirs.data!.myClient.bankAccounts.flatMap((x) => x.associatedWith.map((w) => w.id))).not.toContain(othersOrder.id);
  });

  it('lets another subgraph create or reuse an account through the internal API, and no one else', async () => {
    const body = JSON.stringify({ clientId: b.clientId, account: { branchCode: '051001', accountNo: '0123456789', idempotencyKey: randomUUID() } });
    const call = (headers: Record<string, string>) => subgraph.fetch('/internal/bank-accounts/ensure', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await call({})).status).toBe(401);
    const signed = signedFor('identity', visitor, 'POST', '/internal/bank-accounts/ensure', body);
    const first = (await (await call(signed)).json()) as { bankAccount: { id: string; bankName: string } };
    const second = (await (await call(signed)).json()) as { bankAccount: { id: string } };
    expect(first.bankAccount.bankName).toBe('Standard Bank');
    expect(second.bankAccount.id).toBe(first.bankAccount.id);
  });

  it("tells another subgraph whether an account is the client's own, and answers no one else", async () => {
    const created = await subgraph.graphql<Created>(CREATE, { i: { branchCode: '632005', accountNo: '4055566677' } }, a);
    const bankAccountId = created.data!.createBankAccount.id;
    const third = await subgraph.graphql<Created>(
      CREATE,
      { i: { branchCode: '632005', accountNo: '4055566678', ownAccount: false, accountHolderName: 'Thandi Dube', accountHolderContactNumber: '0829998888', accountHolderIdNumber: buildSaIdNumber({ birthDate: '1970-03-03', serial: 1234 }) } },
      a,
    );
    const owned = (body: unknown, headers?: Record<string, string>) =>
      subgraph.fetch('/internal/bank-accounts/owned', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(headers ?? signedFor('identity', visitor, 'POST', '/internal/bank-accounts/owned', JSON.stringify(body))) },
        body: JSON.stringify(body),
      });

    expect((await owned({ clientId: a.clientId, bankAccountId }, {})).status).toBe(401);
    expect(await (await owned({ clientId: a.clientId, bankAccountId })).json()).toEqual({ owned: true, ownAccount: true });
    expect(await (await owned({ clientId: a.clientId, bankAccountId: third.data!.createBankAccount.id })).json()).toEqual({ owned: true, ownAccount: false });
    // Another client's account, an unknown id and a malformed id all read the same: not owned.
    expect(await (await owned({ clientId: b.clientId, bankAccountId })).json()).toEqual({ owned: false });
    expect(await (await owned({ clientId: a.clientId, bankAccountId: randomUUID() })).json()).toEqual({ owned: false });
    expect(await (await owned({ clientId: a.clientId, bankAccountId: 'not-an-id' })).json()).toEqual({ owned: false });
    expect((await owned({ clientId: a.clientId })).status).toBe(400);
  });
});

describe('identity subgraph: guest clients for sales in other areas', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  const ensure = (client: Record<string, unknown>, key: string = randomUUID(), signed = true) =>
    subgraph.fetch('/internal/clients/ensure', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signed ? signedFor('identity', visitor, 'POST', '/internal/clients/ensure', JSON.stringify({ client, key })) : {}) },
      body: JSON.stringify({ client, key }),
    });

  it('makes a new guest record per sale, never finding or changing another record by ID number', async () => {
    const idNumber = buildSaIdNumber({ birthDate: '1979-11-02', serial: 6000 + Math.floor(Math.random() * 3999) })!;
    const key = randomUUID();
    expect((await ensure({ idNumber }, key, false)).status).toBe(401);
    const first = (await (await ensure({ idNumber, firstNames: 'Musa', cellNumber: '0821112222' }, key)).json()) as { clientId: string; created: boolean };
    const retried = (await (await ensure({ idNumber, firstNames: 'Musa', cellNumber: '0821112222' }, key)).json()) as { clientId: string; created: boolean };
    const another = (await (await ensure({ idNumber, firstNames: 'Someone Else' })).json()) as { clientId: string; created: boolean };
    expect(first.created).toBe(true);
    expect(retried).toEqual({ clientId: first.clientId, created: false });
    expect(another.created).toBe(true);
    expect(another.clientId).not.toBe(first.clientId);
    const stored = await subgraph.em().findOneOrFail(ClientEntity, { id: first.clientId });
    expect(stored).toMatchObject({ firstNames: 'Musa', birthDate: '1979-11-02', gender: 'MALE', isRegistration: true, guest: true });
    // The sale's key with another person's ID number is refused.
    const otherId = buildSaIdNumber({ birthDate: '1980-01-01', serial: 6000 + Math.floor(Math.random() * 3999) })!;
    expect((await ensure({ idNumber: otherId }, key)).status).toBe(400);
    expect((await ensure({ idNumber: '123' })).status).toBe(400);
    expect((await ensure({ idNumber }, 'not-a-key')).status).toBe(400);
  });
});
