import { randomUUID } from 'node:crypto';
import { PiiCipher } from '@imali/shared/nest';
import { buildSaIdNumber } from '@imali/shared/validation';
import { clientIdentity, startBuiltSubgraph, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { EFT_CURSOR_NAME, idNumberOfReference } from './eft-match.job';

const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
let serial = Math.floor(Math.random() * 9000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1987-11-23', serial: serial++ % 10_000 })!;

const SIMULATE = 'mutation($amount: Float!, $reference: String) { devSimulateSavingsEft(amount: $amount, reference: $reference) }';

// Incoming EFTs matched by the payer's reference (the client's ID number, looked up at the real
// identity subgraph) and credited to the Emergency Fund or the oldest goal; the rest kept for operations.
describe('savings: incoming EFTs matched to clients', () => {
  let identity: BuiltSubgraph;
  let savings: TestSubgraph;

  beforeAll(async () => {
    identity = await startBuiltSubgraph('identity');
    savings = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url });
    // The payments sandbox's feed lives in this process: read it from its start.
    await savings.em().getConnection().execute(`delete from "savings"."eft_cursor" where "name" = ?`, [EFT_CURSOR_NAME]);
  }, 120_000);
  afterAll(async () => {
    await savings?.close();
    identity?.stop();
  });

  const newClient = async () => {
    const clientId = randomUUID();
    const idNumber = newIdNumber();
    await savings.em().getConnection().execute(
      `insert into "identity"."client" (id, id_type, id_number_encrypted, id_number_hash, accepted_terms, is_registration, otp_verification, created_at, updated_at) values (?, 'rsa_id', ?, ?, true, false, true, now(), now())`,
      [clientId, cipher.encrypt(idNumber), cipher.lookupHash(idNumber)],
    );
    return { clientId, idNumber, caller: clientIdentity(clientId) };
  };
  const newSavings = async (clientId: string, types: string[]) => {
    const savingsId = randomUUID();
    const connection = savings.em().getConnection();
    await connection.execute(`insert into "savings"."savings" ("id", "client_id", "created_at", "updated_at", "version") values (?, ?, now(), now(), 1)`, [savingsId, clientId]);
    const ids: string[] = [];
    for (const [i, type] of types.entries()) {
      const id = randomUUID();
      ids.push(id);
      await connection.execute(
        `insert into "savings"."bucket" ("id", "client_id", "savings_id", "name", "bucket_type", "target_amount_cents", "desired_savings_cents", "meta_data", "created_at", "updated_at", "version")
         values (?, ?, ?, ?, ?, 100000, 5000, '[]', now() + (? || ' seconds')::interval, now(), 1)`,
        [id, clientId, savingsId, type, type, String(i)],
      );
    }
    return ids;
  };
  const entries = (clientId: string) =>
    savings.em().getConnection().execute<{ bucket_id: string; kind: string; amount_cents: number }[]>(`select "bucket_id", "kind", "amount_cents" from "savings"."ledger_entry" where "client_id" = ?`, [clientId]);
  const simulate = async (caller: ReturnType<typeof clientIdentity>, amount: number, reference?: string) => {
    const answer = await savings.graphql<{ devSimulateSavingsEft: number }>(SIMULATE, { amount, reference: reference ?? null }, caller);
    return answer;
  };

  it('credits an EFT with the client’s ID number to their Emergency Fund, once', async () => {
    const client = await newClient();
    const [holiday, emergency] = await newSavings(client.clientId, ['HOLIDAY', 'EMERGENCY']);
    const answer = await simulate(client.caller, 150.25);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.devSimulateSavingsEft).toBeGreaterThanOrEqual(1);
    expect(await entries(client.clientId)).toEqual([{ bucket_id: emergency, kind: 'EFT_CONTRIBUTION', amount_cents: 15_025 }]);
    expect(holiday).toBeDefined();
    // Another pass over the feed credits nothing again.
    await simulate((await newClient()).caller, 1, `nobody-${randomUUID().slice(0, 8)}`);
    expect(await entries(client.clientId)).toHaveLength(1);
  });

  it('credits the oldest goal when there is no Emergency Fund; the reference may be typed with spaces', async () => {
    const client = await newClient();
    const [oldest] = await newSavings(client.clientId, ['CAR', 'HOLIDAY']);
    const spaced = `${client.idNumber.slice(0, 6)} ${client.idNumber.slice(6, 10)} ${client.idNumber.slice(10)}`;
    expect(idNumberOfReference(spaced)).toBe(client.idNumber);
    await simulate(client.caller, 80, spaced);
    expect(await entries(client.clientId)).toEqual([{ bucket_id: oldest, kind: 'EFT_CONTRIBUTION', amount_cents: 8_000 }]);
  });

  it('keeps an EFT nobody can be matched to (unknown reference, or a client without a goal) for operations, without its reference', async () => {
    const payer = await newClient();
    const reference = `UNKNOWN-${randomUUID().slice(0, 8)}`;
    await simulate(payer.caller, 42);
    await simulate(payer.caller, 43, reference);
    const rows = await savings.em().getConnection().execute<{ status: string; unmatched_reason: string; client_id: string | null; amount_cents: string }[]>(
      `select "status", "unmatched_reason", "client_id", "amount_cents" from "savings"."incoming_eft" where "amount_cents" in (4200, 4300) and "created_at" > now() - interval '1 minute' order by "amount_cents"`,
    );
    expect(rows).toEqual([
      { status: 'UNMATCHED', unmatched_reason: 'NO_GOAL', client_id: payer.clientId, amount_cents: expect.anything() },
      { status: 'UNMATCHED', unmatched_reason: 'NO_CLIENT', client_id: null, amount_cents: expect.anything() },
    ]);
    expect(await entries(payer.clientId)).toEqual([]);
    const columns = await savings.em().getConnection().execute<{ column_name: string }[]>(`select column_name from information_schema.columns where table_schema = 'savings' and table_name = 'incoming_eft'`);
    expect(columns.map((c) => c.column_name)).not.toContain('reference');
  });

  it('refuses bad amounts and references on the development route', async () => {
    const client = await newClient();
    for (const amount of [0, -5, 1.234]) {
      const answer = await simulate(client.caller, amount);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
    expect((await simulate(client.caller, 10, 'x'.repeat(101))).errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect((await savings.graphql(SIMULATE, { amount: 10 })).errors?.[0]).toBeDefined();
  });
});
