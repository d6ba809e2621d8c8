import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { PiiCipher } from '@imali/shared/nest';
import { clientIdentity, signedFor, startBuiltSubgraph, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, visitor, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from './client.entity';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';

const LINK = 'mutation($id: ID!) { linkGuestSale(clientId: $id, communicationType: SMS) { destination } }';
const CONFIRM = 'mutation($c: String!) { confirmGuestSaleLink(OTP: $c) }';
const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
let serial = 1000 + Math.floor(Math.random() * 3000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1982-06-16', serial: serial++ })!;

// Three processes (identity here, funeral and vault built) on a loaded machine.
jest.setTimeout(30_000);

describe("identity subgraph: a registered client links a purchase they made as a visitor", () => {
  let funeral: BuiltSubgraph;
  let vault: BuiltSubgraph;
  let identity: TestSubgraph;
  beforeAll(async () => {
    funeral = await startBuiltSubgraph('funeral');
    vault = await startBuiltSubgraph('vault');
    identity = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY, FUNERAL_INTERNAL_URL: funeral.url, VAULT_INTERNAL_URL: vault.url });
  }, 120_000);
  afterAll(async () => {
    await identity?.close();
    funeral?.stop();
    vault?.stop();
  });

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => identity.em().getConnection().execute<T[]>(query, params);
  const internal = async (path: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    const response = await identity.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', path, body) }, body });
    return (await response.json()) as Record<string, unknown>;
  };

  /** A registered, verified client with ID `idNumber`. */
  async function registered(idNumber: string) {
    const em = identity.em();
    const client = em.create(ClientEntity, { firstNames: 'Nandi', idType: 'rsa_id', idNumberEncrypted: cipher.encrypt(idNumber), idNumberHash: cipher.lookupHash(idNumber), cellNumbers: ['0823330000'], acceptedTerms: true, isRegistration: false, otpVerification: true });
    await em.flush();
    return clientIdentity(client.id);
  }
  /** What a visitor's sale leaves: a guest record with the sale's cell number, a bank account, a funeral record and a vault file. */
  async function guestSale(idNumber: string, cellNumber: string) {
    const guestId = (await internal('/internal/clients/ensure', { client: { idNumber, firstNames: 'Nandi', cellNumber }, key: randomUUID() }))['clientId'] as string;
    await internal('/internal/bank-accounts/ensure', { clientId: guestId, account: { branchCode: '470010', accountNo: '1055566677', idempotencyKey: randomUUID() } });
    await sql(`insert into funeral.client_obligation (id, client_id, company_name, cover_amount, premium_amount, lives_covered, created_at, updated_at) values (?, ?, 'Old Mutual', 10000, 100, '{}', now(), now())`, [randomUUID(), guestId]);
    // A vault file row (its bytes' store and key; the bytes themselves do not matter here).
    await sql(`insert into vault.stored_file (id, client_id, name, content_type, size, sha256, storage, storage_key, created_at) values (?, ?, 'id.png', 'image/png', 1, ?, 'postgres', ?, now())`, [randomUUID(), guestId, '0'.repeat(64), randomUUID()]);
    return guestId;
  }
  const holdings = async (clientId: string) =>
    Object.fromEntries(
      await Promise.all(
        ['identity.bank_account', 'funeral.client_obligation', 'vault.stored_file'].map(async (table) => [table, Number((await sql<{ n: string }>(`select count(*) as n from ${table} where client_id = ?`, [clientId]))[0]!.n)] as const),
      ),
    );

  it("moves the sale's records to the client once the OTP sent to the sale's cell number is confirmed", async () => {
    const idNumber = newIdNumber();
    const me = await registered(idNumber);
    const guestId = await guestSale(idNumber, '0764440000');
    const sent = await identity.graphql<{ linkGuestSale: { destination: string } }>(LINK, { id: guestId }, me);
    expect(sent.data?.linkGuestSale.destination).toBe('076 *** **00');
    const message = await identity.em().findOneOrFail(OutboxMessageEntity, { clientId: me.clientId }, { orderBy: { createdAt: 'desc' } });
    expect(cipher.decrypt(message.destinationEncrypted)).toBe('0764440000');
    const code = /(\d{4})/.exec(message.body)![1]!;
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await identity.graphql(CONFIRM, { c: wrong }, me)).errors?.[0]?.extensions?.['code']).toBe('OTP_INCORRECT');
    expect(await holdings(me.clientId!)).toEqual({ 'identity.bank_account': 0, 'funeral.client_obligation': 0, 'vault.stored_file': 0 });
    const linked = await identity.graphql<{ confirmGuestSaleLink: boolean }>(CONFIRM, { c: code }, me);
    expect(linked.errors).toBeUndefined();
    expect(await holdings(me.clientId!)).toEqual({ 'identity.bank_account': 1, 'funeral.client_obligation': 1, 'vault.stored_file': 1 });
    expect(await holdings(guestId)).toEqual({ 'identity.bank_account': 0, 'funeral.client_obligation': 0, 'vault.stored_file': 0 });
    expect(await identity.em().findOne(ClientEntity, { id: guestId })).toBeNull();
  });

  it("answers the same NOT_FOUND for someone else's sale and an unknown one, and sends nothing", async () => {
    const me = await registered(newIdNumber());
    const othersSale = await guestSale(newIdNumber(), '0764440001');
    for (const id of [othersSale, randomUUID()]) {
      const result = await identity.graphql(LINK, { id }, me);
      expect(result.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    }
    expect(await identity.em().count(OutboxMessageEntity, { clientId: me.clientId })).toBe(0);
    expect(await holdings(othersSale)).toEqual({ 'identity.bank_account': 1, 'funeral.client_obligation': 1, 'vault.stored_file': 1 });
  });
});
