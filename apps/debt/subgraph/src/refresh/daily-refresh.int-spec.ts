import { Logger } from '@nestjs/common';
import pg from 'pg';
import { PiiCipher } from '@imali/shared/nest';
import { SANDBOX_ID_NUMBERS, SandboxCreditBureauProvider } from '@imali/integrations/credit-bureau';
import { TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, clientIdentity, startTestSubgraph, testDatabaseUrl, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import type { DebtConfig } from '../debt.config';
import { CreditRecordService } from '../credit-record/credit-record.service';
import { CHALLENGE_KEPT_AFTER_EXPIRY_MS } from '../credit-record/challenge.service';
import { freshIdNumber, linkedRecord } from '../testing/debt-with-identity';
import { DailyRefreshService, REFRESH_LOCK_KEY } from './daily-refresh.service';

const config: DebtConfig = {
  INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
  PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
  IDENTITY_INTERNAL_URL: 'http://127.0.0.1:1',
  DEBT_DAILY_REFRESH: 'off',
};

describe('debt: the daily 14:00 refresh pass (sandbox bureau)', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => (subgraph = await startTestSubgraph(definition)), 60_000);
  afterAll(() => subgraph.close());

  const rowOf = async (clientOrNull: string | null, subjectOf?: string) =>
    (
      await subgraph.em().getConnection().execute<{ fetched_at: string | null; record: { recordDate: string } | null; client_id: string | null }[]>(
        clientOrNull ? 'select fetched_at, record, client_id from "debt"."credit_record" where client_id = ?' : 'select fetched_at, record, client_id from "debt"."credit_record" where subject_hash = ?',
        [clientOrNull ?? subjectOf],
      )
    )[0];

  it('refreshes every linked record drawn before the last 14:00, keeps the links, leaves visitors’ records, logs counts only', async () => {
    const em = subgraph.em();
    const records = new CreditRecordService(em, new SandboxCreditBureauProvider({ latencyMs: 0 }), new PiiCipher(TEST_PII_ENCRYPTION_KEY), config);
    const refresh = new DailyRefreshService(em, records, config);
    const lines: string[] = [];
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void lines.push(JSON.stringify(message)));

    // A linked record fetched two days ago, one linked but never fetched, and a visitor's from two days ago.
    const stale = clientIdentity().clientId!;
    const staleId = freshIdNumber();
    const never = clientIdentity().clientId!;
    const neverId = freshIdNumber();
    const visitorsId = freshIdNumber();
    const down = clientIdentity().clientId!;
    await linkedRecord(subgraph, staleId, stale);
    await linkedRecord(subgraph, neverId, never);
    await linkedRecord(subgraph, SANDBOX_ID_NUMBERS.bureauUnavailable, down);
    await records.fetchAndStore(staleId, stale);
    await records.fetchAndStore(visitorsId);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await em.getConnection().execute('update "debt"."credit_record" set fetched_at = ? where client_id = ? or subject_hash = ?', [twoDaysAgo, stale, records.subject(visitorsId)]);

    const startedAt = Date.now();
    const outcome = await refresh.runOnce();
    expect(outcome.ran).toBe(true);
    expect(outcome.refreshed).toBeGreaterThanOrEqual(2);
    expect(outcome.failed).toBeGreaterThanOrEqual(1);
    for (const clientId of [stale, never]) {
      const row = await rowOf(clientId);
      expect(row!.client_id).toBe(clientId);
      expect(row!.record).not.toBeNull();
      expect(new Date(row!.fetched_at!).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    }
    // The bureau failed for one: still linked, no record, tried again on the next run (not in a loop now).
    expect((await rowOf(down))!.record).toBeNull();
    const visitors = await rowOf(null, records.subject(visitorsId));
    expect(new Date(visitors!.fetched_at!).getTime()).toBe(twoDaysAgo.getTime());
    // Counts only: no ID number (nor anything that looks like one) in what it logged.
    const logged = lines.join('\n');
    expect(logged).toContain('"refreshed"');
    for (const id of [staleId, neverId, visitorsId, SANDBOX_ID_NUMBERS.bureauUnavailable]) expect(logged).not.toContain(id);
    expect(logged).not.toMatch(/\d{13}/);
    log.mockRestore();

    // Nothing left to do.
    expect(await refresh.runOnce()).toMatchObject({ ran: true, refreshed: 0 });
  });

  it('deletes sets of questions (with a visitor’s record snapshot) a day past their expiry, keeps younger ones', async () => {
    const em = subgraph.em();
    const records = new CreditRecordService(em, new SandboxCreditBureauProvider({ latencyMs: 0 }), new PiiCipher(TEST_PII_ENCRYPTION_KEY), config);
    const refresh = new DailyRefreshService(em, records, config);
    const idNumber = freshIdNumber();
    const snapshot = JSON.stringify(await new SandboxCreditBureauProvider({ latencyMs: 0 }).creditRecord(idNumber));
    const set = async (expiresAt: Date) =>
      (
        await em.getConnection().execute<{ id: string }[]>(
          `insert into "debt"."credit_challenge" (id, created_at, subject_hash, client_id, bureau_reference, expires_at, passed_at, record, record_fetched_at)
           values (gen_random_uuid(), now(), ?, null, 'CHTEST', ?, now(), ?::jsonb, now()) returning id`,
          [records.subject(idNumber), expiresAt, snapshot],
        )
      )[0]!.id;
    const old = await set(new Date(Date.now() - CHALLENGE_KEPT_AFTER_EXPIRY_MS - 60_000));
    const young = await set(new Date(Date.now() - 60_000));
    expect((await refresh.runOnce()).ran).toBe(true);
    const left = await em.getConnection().execute<{ id: string }[]>('select id from "debt"."credit_challenge" where id in (?, ?)', [old, young]);
    expect(left.map((r) => r.id)).toEqual([young]);
  });

  it('skips the run while another replica holds the lock', async () => {
    const em = subgraph.em();
    const records = new CreditRecordService(em, new SandboxCreditBureauProvider({ latencyMs: 0 }), new PiiCipher(TEST_PII_ENCRYPTION_KEY), config);
    const refresh = new DailyRefreshService(em, records, config);
    const other = new pg.Client({ connectionString: testDatabaseUrl() });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(hashtext($1))', [REFRESH_LOCK_KEY]);
      expect(await refresh.runOnce()).toEqual({ ran: false, refreshed: 0, failed: 0 });
      await other.query('select pg_advisory_unlock(hashtext($1))', [REFRESH_LOCK_KEY]);
      expect((await refresh.runOnce()).ran).toBe(true);
    } finally {
      await other.end();
    }
  });
});
