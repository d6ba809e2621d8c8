import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PiiCipher, creditRecordSubject } from '@imali/shared/nest';
import { CreditBureauProvider, type CreditRecord } from '@imali/integrations/credit-bureau';
import { DEBT_CONFIG, type DebtConfig } from '../debt.config';
import { lastRefreshCutoff } from '../debt-clock';
import { CreditRecordEntity } from './credit-record.entity';
import { BUREAU_TIMEOUT_MS, withinBureauTimeout } from './bureau-timeout';

const TABLE = '"debt"."credit_record"';

/**
 * Stored credit records: one row per ID number (by its keyed hash), written with single upserts.
 * Written only for a signed-in client's own ID number (their pass, their reads, the daily refresh):
 * a visitor's pass keeps its record on its set of questions instead
 * (docs/decisions/debt-visitor-record-snapshot.md).
 */
@Injectable()
export class CreditRecordService {
  private readonly logger = new Logger('CreditRecord');

  constructor(
    private readonly em: EntityManager,
    private readonly bureau: CreditBureauProvider,
    private readonly cipher: PiiCipher,
    @Inject(DEBT_CONFIG) private readonly config: DebtConfig,
  ) {}

  subject(idNumber: string): string {
    return creditRecordSubject(idNumber, this.config.INTERNAL_AUTH_SECRET);
  }

  findBySubject(subject: string): Promise<CreditRecordEntity | null> {
    return this.em.findOne(CreditRecordEntity, { subjectHash: subject }, { refresh: true });
  }

  /** The record a signed-in client verified as theirs, or null. */
  findForClient(clientId: string): Promise<CreditRecordEntity | null> {
    return this.em.findOne(CreditRecordEntity, { clientId }, { refresh: true });
  }

  /**
   * Asks the bureau for the record now and stores it; `linkTo` makes it the client's own (and
   * unlinks any other record that client had: their ID number changed). Null when the bureau
   * failed or did not answer within `timeoutMs` (the failure is noted on the row; nothing else changes).
   */
  async fetchAndStore(idNumber: string, linkTo: string | null = null, timeoutMs = BUREAU_TIMEOUT_MS): Promise<CreditRecordEntity | null> {
    const subject = this.subject(idNumber);
    const record = await this.fetchFromBureau(idNumber, timeoutMs);
    if (!record) {
      await this.em.getConnection().execute(
        `insert into ${TABLE} as r (id, created_at, updated_at, version, subject_hash, id_number_encrypted, fetch_failed_at, client_id)
         values (gen_random_uuid(), now(), now(), 1, ?, ?, now(), ?)
         on conflict (subject_hash) do update set fetch_failed_at = now(), client_id = coalesce(excluded.client_id, r.client_id), updated_at = now(), version = r.version + 1`,
        [subject, this.cipher.encrypt(idNumber), linkTo],
      );
      return null;
    }
    await this.store(subject, idNumber, record, linkTo);
    return this.findBySubject(subject);
  }

  /**
   * The bureau's record for an ID number now, stored nowhere (a visitor's pass keeps it on their
   * set of questions, never on this table); null when the bureau failed or did not answer within
   * `timeoutMs` (none left of the request's time: not asked).
   */
  async fetchFromBureau(idNumber: string, timeoutMs = BUREAU_TIMEOUT_MS): Promise<CreditRecord | null> {
    if (timeoutMs <= 0) {
      this.logger.warn({ msg: 'credit bureau fetch skipped: no time left in the request' });
      return null;
    }
    try {
      return await withinBureauTimeout(this.bureau.creditRecord(idNumber), timeoutMs);
    } catch (error) {
      // Never the ID number: the integration's error carries none.
      this.logger.warn({ msg: 'credit bureau fetch failed', code: (error as { code?: string }).code ?? 'UNKNOWN' });
      return null;
    }
  }

  private async store(subject: string, idNumber: string, record: CreditRecord, linkTo: string | null): Promise<void> {
    const connection = this.em.getConnection();
    if (linkTo) await connection.execute(`update ${TABLE} set client_id = null, updated_at = now(), version = version + 1 where client_id = ? and subject_hash <> ?`, [linkTo, subject]);
    await connection.execute(
      `insert into ${TABLE} as r (id, created_at, updated_at, version, subject_hash, id_number_encrypted, record, record_date, fetched_at, fetch_failed_at, client_id)
       values (gen_random_uuid(), now(), now(), 1, ?, ?, ?::jsonb, ?, now(), null, ?)
       on conflict (subject_hash) do update set
         record = excluded.record, record_date = excluded.record_date, fetched_at = excluded.fetched_at, fetch_failed_at = null,
         client_id = coalesce(excluded.client_id, r.client_id), updated_at = now(), version = r.version + 1`,
      [subject, this.cipher.encrypt(idNumber), JSON.stringify(record), record.recordDate, linkTo],
    );
  }

  /** A stored record drawn since the last 14:00 SAST is current; an older one is refreshed when read. */
  isCurrent(row: { record?: CreditRecord | null; fetchedAt?: Date | null }, now = Date.now()): boolean {
    return !!row.record && !!row.fetchedAt && row.fetchedAt.getTime() >= lastRefreshCutoff(now);
  }

  /** The stored record, refreshed from the bureau when stale; the stale one when the bureau fails; null when none. */
  async current(idNumber: string): Promise<CreditRecordEntity | null> {
    const row = await this.findBySubject(this.subject(idNumber));
    if (row && this.isCurrent(row)) return row;
    const fresh = await this.fetchAndStore(idNumber);
    return fresh?.record ? fresh : row?.record ? row : null;
  }

  /** The ID number of a stored row (the refresh's only reason to decrypt it). */
  idNumberOf(row: Pick<CreditRecordEntity, 'idNumberEncrypted'>): string {
    return this.cipher.decrypt(row.idNumberEncrypted);
  }
}
