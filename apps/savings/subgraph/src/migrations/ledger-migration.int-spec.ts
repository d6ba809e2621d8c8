import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { migrations } from './index';

// Migration20261127021321_ledger converts what the first savings tables held (rand decimals, a
// balance column, several savings per client) instead of dropping it. Run on a database of its own.
describe('savings migration: decimals to cents and the ledger', () => {
  const base = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `imali_savings_migration_${process.pid}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  let db: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    await runMigrations({ ...definition, migrations: migrations.slice(0, 1) }, { databaseUrl: url.toString() });
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps every rand as cents, moves balances into the ledger and merges a client’s savings', async () => {
    const client = randomUUID();
    const [older, newer] = [randomUUID(), randomUUID()];
    await db.query(`insert into savings.savings (id, client_id, created_at) values ($1, $3, '2026-01-01'), ($2, $3, '2026-02-01')`, [older, newer, client]);
    const [house, emergency, secondEmergency, empty] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await db.query(
      `insert into savings.bucket (id, savings_id, name, bucket_type, amount, target_amount, desired_savings, created_at) values
        ($1, $5, 'House', 'HOUSE', 123.45, 1000.10, 99.99, '2026-01-02'),
        ($2, $5, 'Emergency', 'EMERGENCY', 0.29, 10000, 500, '2026-01-03'),
        ($3, $6, 'Emergency too', 'EMERGENCY', 2500, 5000, 25, '2026-02-02'),
        ($4, $6, 'Empty', 'CAR', 0, 1, 0, '2026-02-03')`,
      [house, emergency, secondEmergency, empty, older, newer],
    );

    await runMigrations(definition, { databaseUrl: url.toString() });

    expect((await db.query(`select id from savings.savings where client_id = $1`, [client])).rows).toEqual([{ id: older }]);
    const buckets = await db.query(`select id, savings_id, client_id, bucket_type, target_amount_cents, desired_savings_cents, meta_data from savings.bucket order by created_at`);
    expect(buckets.rows).toEqual([
      { id: house, savings_id: older, client_id: client, bucket_type: 'HOUSE', target_amount_cents: 100_010, desired_savings_cents: 9_999, meta_data: [] },
      { id: emergency, savings_id: older, client_id: client, bucket_type: 'EMERGENCY', target_amount_cents: 1_000_000, desired_savings_cents: 50_000, meta_data: [] },
      { id: secondEmergency, savings_id: older, client_id: client, bucket_type: 'OTHER', target_amount_cents: 500_000, desired_savings_cents: 2_500, meta_data: [] },
      { id: empty, savings_id: older, client_id: client, bucket_type: 'CAR', target_amount_cents: 100, desired_savings_cents: 0, meta_data: [] },
    ]);
    const ledger = await db.query(`select bucket_id, kind, amount_cents, reference from savings.ledger_entry order by amount_cents`);
    expect(ledger.rows).toEqual([
      { bucket_id: emergency, kind: 'OPENING_BALANCE', amount_cents: 29, reference: `opening-balance:${emergency}` },
      { bucket_id: house, kind: 'OPENING_BALANCE', amount_cents: 12_345, reference: `opening-balance:${house}` },
      { bucket_id: secondEmergency, kind: 'OPENING_BALANCE', amount_cents: 250_000, reference: `opening-balance:${secondEmergency}` },
    ]);
    await expect(db.query(`delete from savings.ledger_entry`)).rejects.toThrow(/append-only/);
    await expect(db.query(`truncate savings.ledger_entry`)).rejects.toThrow(/append-only/);
  });
});
