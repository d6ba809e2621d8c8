import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PiiCipher, creditRecordSubject } from '@imali/shared/nest';
import { CreditBureauProvider, type CreditRecord } from '@imali/integrations/credit-bureau';
import { DEBT_CONFIG, type DebtConfig } from '../debt.config';
import { lastRefreshCutoff } from '../debt-clock';
import { CreditRecordEntity } from './credit-record.entity';
import { BUREAU_TIMEOUT_MS, withinBureauTimeout } from './bureau-timeout';

const TABLE = '"debt"."credit_record"';

export interface LinkOptions {
  /**
   * A pass's link: true, identity could not record the pass (kept, recorded later); false,
   * identity recorded it. Left out (a read fetching the linked record): unchanged.
   */
  verificationPending?: boolean;
}

/** A link sets the client (and, for a pass, whether identity still has to record it); any other write keeps both. */
function linkSet(linkTo: string | null, options: LinkOptions): string {
  if (!linkTo) return 'client_id = r.client_id';
  if (options.verificationPending !== undefined) return 'client_id = excluded.client_id, id_verification_pending_at = excluded.id_verification_pending_at';
  return 'id_verification_pending_at = case when r.client_id = excluded.client_id then r.id_verification_pending_at end, client_id = excluded.client_id';
}
const pendingValue = (linkTo: string | null, options: LinkOptions) => (linkTo && options.verificationPending ? new Date() : null);

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
  async fetchAndStore(idNumber: string, linkTo: string | null = null, timeoutMs = BUREAU_TIMEOUT_MS, options: LinkOptions = {}): Promise<CreditRecordEntity | null> {
    const subject = this.subject(idNumber);
    const record = await this.fetchFromBureau(idNumber, timeoutMs);
    if (!record) {
      await this.write(
        linkTo,
        subject,
        `insert into ${TABLE} as r (id, created_at, updated_at, version, subject_hash, id_number_encrypted, fetch_failed_at, client_id, id_verification_pending_at)
         values (gen_random_uuid(), now(), now(), 1, ?, ?, now(), ?, ?)
         on conflict (subject_hash) do update set fetch_failed_at = now(), ${linkSet(linkTo, options)}, updated_at = now(), version = r.version + 1`,
        [subject, this.cipher.encrypt(idNumber), linkTo, pendingValue(linkTo, options)],
      );
      return null;
    }
    await this.store(subject, idNumber, record, linkTo, options);
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

  private async store(subject: string, idNumber: string, record: CreditRecord, linkTo: string | null, options: LinkOptions): Promise<void> {
    await this.write(
      linkTo,
      subject,
      `insert into ${TABLE} as r (id, created_at, updated_at, version, subject_hash, id_number_encrypted, record, record_date, fetched_at, fetch_failed_at, client_id, id_verification_pending_at)
       values (gen_random_uuid(), now(), now(), 1, ?, ?, ?::jsonb, ?, now(), null, ?, ?)
       on conflict (subject_hash) do update set
         record = excluded.record, record_date = excluded.record_date, fetched_at = excluded.fetched_at, fetch_failed_at = null,
         ${linkSet(linkTo, options)}, updated_at = now(), version = r.version + 1`,
      [subject, this.cipher.encrypt(idNumber), JSON.stringify(record), record.recordDate, linkTo, pendingValue(linkTo, options)],
    );
  }

  /**
   * One upsert of the ID number's row. Linking it to a client is atomic
   * (docs/decisions/debt-one-record-per-client.md): in one transaction, under a lock per client,
   * any other record the client had is unlinked (their ID number changed) before this one is
   * linked, whether the bureau answered or not; parallel links for one client wait for each
   * other, and the unique index on client_id holds at most one.
   */
  private async write(linkTo: string | null, subject: string, upsert: string, params: unknown[]): Promise<void> {
    if (!linkTo) {
      await this.em.getConnection().execute(upsert, params, 'run');
      return;
    }
    await this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`debt-client-record:${linkTo}`]);
      await tx.execute(
        `update ${TABLE} set client_id = null, id_verification_pending_at = null, updated_at = now(), version = version + 1 where client_id = ? and subject_hash <> ?`,
        [linkTo, subject],
      );
      await tx.execute(upsert, params);
    });
  }

  /**
   * Links kept while identity could not record the client's pass
   * (docs/decisions/debt-pass-while-identity-down.md): the client and the ID number to record.
   */
  async pendingVerifications(clientId?: string): Promise<{ clientId: string; subject: string; idNumber: string }[]> {
    const rows = await this.em.getConnection().execute<{ client_id: string; subject_hash: string; id_number_encrypted: string }[]>(
      `select client_id, subject_hash, id_number_encrypted from ${TABLE}
       where client_id is not null and id_verification_pending_at is not null and deleted_at is null ${clientId ? 'and client_id = ?' : ''}
       order by id_verification_pending_at limit 100`,
      clientId ? [clientId] : [],
    );
    return rows.map((r) => ({ clientId: r.client_id, subject: r.subject_hash, idNumber: this.cipher.decrypt(r.id_number_encrypted) }));
  }

  /**
   * Identity answered a kept pass: recorded, nothing waits any more; not recorded (the number is
   * no longer the client's), the record is not theirs either and is unlinked.
   */
  async settleVerification(clientId: string, subject: string, recorded: boolean): Promise<void> {
    await this.em.getConnection().execute(
      `update ${TABLE} set id_verification_pending_at = null${recorded ? '' : ', client_id = null'}, updated_at = now(), version = version + 1
       where client_id = ? and subject_hash = ? and id_verification_pending_at is not null`,
      [clientId, subject],
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
