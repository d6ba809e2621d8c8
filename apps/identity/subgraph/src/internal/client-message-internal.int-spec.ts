import { randomUUID } from 'node:crypto';
import { FieldValidationError, PiiCipher } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { clientIdentity, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';
import { ClientMessageEntity } from '../messaging/client-message.entity';

const ADD_ACCOUNT = 'mutation($i: BankAccountInput!) { createBankAccount(input: $i) { id } }';

// sendClientMessage and payoutBankAccount: what another area (savings) asks of identity so that
// it never holds a client's contact details or account numbers itself.
describe('identity internal API: client messages and payout accounts', () => {
  let subgraph: TestSubgraph;
  let client: IdentityInternalClient;
  let cipher: PiiCipher;
  let ayanda: string;
  let bongani: string;
  let guest: string;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    client = new IdentityInternalClient({ baseUrl: subgraph.url, secret: TEST_INTERNAL_SECRET });
    cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
    const em = subgraph.em();
    const a = em.create(ClientEntity, { firstNames: 'Ayanda', surname: 'Dlamini', cellNumbers: ['0821234567'], email: 'ayanda@example.com' });
    const b = em.create(ClientEntity, { firstNames: 'Bongani', surname: 'Zulu' });
    const g = em.create(ClientEntity, { firstNames: 'Guest', surname: 'Record', cellNumbers: ['0831234567'], guest: true });
    await em.flush();
    ayanda = a.id;
    bongani = b.id;
    guest = g.id;
  }, 60_000);
  afterAll(() => subgraph?.close());

  const outboxFor = (clientId: string) => subgraph.em().find(OutboxMessageEntity, { clientId }, { orderBy: { createdAt: 'asc' } });

  it('sends an SMS to the client’s cell number once per key, however many calls arrive at once', async () => {
    const key = `withdrawal-released:${randomUUID()}`;
    const message = { clientId: ayanda, key, channel: 'SMS' as const, body: 'Your withdrawal of R 50.00 was released.' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => client.sendClientMessage(message)));
    expect(answers).toEqual([true, true, true, true]);
    const sent = (await outboxFor(ayanda)).filter((m) => m.body === message.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'SMS' });
    expect(cipher.decrypt(sent[0]!.destinationEncrypted)).toBe('0821234567');
    expect(await subgraph.em().count(ClientMessageEntity, { key })).toBe(1);
    // Again later: still once.
    await expect(client.sendClientMessage(message)).resolves.toBe(true);
    expect((await outboxFor(ayanda)).filter((m) => m.body === message.body)).toHaveLength(1);
  });

  it('sends an e-mail with its subject as the first line', async () => {
    await expect(client.sendClientMessage({ clientId: ayanda, key: randomUUID(), channel: 'EMAIL', subject: 'Collection failed', body: 'Your savings collection failed.' })).resolves.toBe(true);
    const mail = (await outboxFor(ayanda)).find((m) => m.channel === 'EMAIL');
    expect(mail?.body).toBe('Collection failed\n\nYour savings collection failed.');
    expect(cipher.decrypt(mail!.destinationEncrypted)).toBe('ayanda@example.com');
  });

  it('answers sent: false for a client without the contact detail, an unknown client, a malformed id and a guest record, and records nothing', async () => {
    const key = randomUUID();
    await expect(client.sendClientMessage({ clientId: bongani, key, channel: 'SMS', body: 'x' })).resolves.toBe(false);
    await expect(client.sendClientMessage({ clientId: bongani, key: randomUUID(), channel: 'EMAIL', body: 'x' })).resolves.toBe(false);
    await expect(client.sendClientMessage({ clientId: randomUUID(), key: randomUUID(), channel: 'SMS', body: 'x' })).resolves.toBe(false);
    await expect(client.sendClientMessage({ clientId: 'not-a-uuid', key: randomUUID(), channel: 'SMS', body: 'x' })).resolves.toBe(false);
    await expect(client.sendClientMessage({ clientId: guest, key: randomUUID(), channel: 'SMS', body: 'x' })).resolves.toBe(false);
    expect(await subgraph.em().count(ClientMessageEntity, { key })).toBe(0);
    expect(await outboxFor(bongani)).toEqual([]);
  });

  it('refuses an empty or over-long key, body or subject with field errors, and a channel outside the contract', async () => {
    const refused = await client.sendClientMessage({ clientId: ayanda, key: '', channel: 'SMS', subject: 's'.repeat(201), body: 'b'.repeat(919) }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FieldValidationError);
    expect((refused as FieldValidationError).fieldErrors.map((e) => e.field)).toEqual(['key', 'body', 'subject']);
    const nul = await client.sendClientMessage({ clientId: ayanda, key: randomUUID(), channel: 'EMAIL', body: 'a\u0000b' }).catch((e: unknown) => e);
    expect((nul as FieldValidationError).fieldErrors).toEqual([{ field: 'body', message: 'Enter a message of 1 to 20000 characters' }]);
    const nulKey = await client.sendClientMessage({ clientId: ayanda, key: 'k\u0000', channel: 'SMS', body: 'x' }).catch((e: unknown) => e);
    expect((nulKey as FieldValidationError).fieldErrors.map((e) => e.field)).toEqual(['key']);
    const channel = await client.sendClientMessage({ clientId: ayanda, key: randomUUID(), channel: 'FAX' as 'SMS', body: 'x' }).catch((e: unknown) => e);
    expect(channel).toBeInstanceOf(FieldValidationError);
  });

  it('answers sent: false when the provider refuses the destination (sandbox failing number), so a retry may send', async () => {
    const em = subgraph.em();
    const failing = em.create(ClientEntity, { firstNames: 'Fail', surname: 'Number', cellNumbers: ['0800000000'] });
    await em.flush();
    const key = randomUUID();
    await expect(client.sendClientMessage({ clientId: failing.id, key, channel: 'SMS', body: 'x' })).resolves.toBe(false);
    expect(await subgraph.em().count(ClientMessageEntity, { key })).toBe(0);
  });

  it('gives a payout the client’s own account in clear with their name, a third party’s with its holder, and null for another client’s or an unknown one', async () => {
    const add = async (clientId: string, input: Record<string, unknown>) => {
      const added = await subgraph.graphql<{ createBankAccount: { id: string } }>(ADD_ACCOUNT, { i: { branchCode: '470010', ...input } }, clientIdentity(clientId));
      if (!added.data) throw new Error(JSON.stringify(added.errors));
      return added.data.createBankAccount.id;
    };
    const own = await add(ayanda, { accountNo: '1234509876' });
    const third = await add(ayanda, { accountNo: '1234509877', ownAccount: false, accountHolderName: 'Zanele Dlamini', accountHolderContactNumber: '0821234568', accountHolderIdNumber: '8801235111088' });
    await expect(client.payoutBankAccount(ayanda, own)).resolves.toEqual({ id: own, bankName: 'Capitec Bank', accountNo: '1234509876', branchCode: '470010', accountHolderName: 'Ayanda Dlamini' });
    await expect(client.payoutBankAccount(ayanda, third)).resolves.toMatchObject({ id: third, accountNo: '1234509877', accountHolderName: 'Zanele Dlamini' });
    await expect(client.payoutBankAccount(bongani, own)).resolves.toBeNull();
    await expect(client.payoutBankAccount(ayanda, randomUUID())).resolves.toBeNull();
    await expect(client.payoutBankAccount(ayanda, 'not-a-uuid')).resolves.toBeNull();
  });
});
