import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { NotFoundError } from '@imali/shared/nest';
import { isLedgerAmountForKind, LEDGER_SIGN_MESSAGE, type LedgerEntryKind } from '@imali/savings/domain';

/** One movement of money (contract: /work/savings-contract.md, "LedgerService"). */
export interface LedgerPosting {
  bucketId: string;
  kind: LedgerEntryKind;
  /** Signed whole cents: + credit, − debit. */
  amountCents: number;
  /** Unique with the kind: the same reference posts once. At most 100 characters. */
  reference: string;
  collectionId?: string;
  withdrawalId?: string;
  transferId?: string;
}

/** A debit the bucket's balance does not cover (the callers check first under the same lock; this is the net). */
export class InsufficientBalanceError extends GraphQLError {
  constructor(readonly bucketId: string, readonly balanceCents: number, readonly amountCents: number) {
    super('The goal does not hold enough money for this', { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

const LEDGER_REFERENCE_MAX_LENGTH = 100;

function checkPosting(posting: LedgerPosting): void {
  if (!isLedgerAmountForKind(posting.kind, posting.amountCents)) throw new RangeError(`${LEDGER_SIGN_MESSAGE} (${posting.kind})`);
  if (typeof posting.reference !== 'string' || posting.reference === '' || posting.reference.length > LEDGER_REFERENCE_MAX_LENGTH) throw new RangeError('A ledger reference is 1 to 100 characters');
}

/**
 * The savings ledger: append-only entries in signed cents; a bucket's balance is their sum.
 * Every call runs inside the caller's transaction (`em` is the transaction's).
 */
@Injectable()
export class LedgerService {
  /**
   * Posts one entry. Idempotent on (kind, reference): false when it was already posted. A debit
   * locks the bucket row (FOR UPDATE) and is refused (InsufficientBalanceError) when it would
   * take the balance below zero. NOT_FOUND for an unknown bucket.
   */
  async post(em: EntityManager, posting: LedgerPosting): Promise<boolean> {
    checkPosting(posting);
    const debit = posting.amountCents < 0;
    const [bucket] = await em.execute<{ savings_id: string; client_id: string }[]>(
      `select "savings_id", "client_id" from "savings"."bucket" where "id" = ? and "deleted_at" is null${debit ? ' for update' : ''}`,
      [posting.bucketId],
    );
    if (!bucket) throw new NotFoundError('Savings goal not found');
    if (debit) {
      const balance = await this.balanceCents(em, posting.bucketId);
      if (balance + posting.amountCents < 0) {
        // Already posted: the same debit again is answered as posted, not as short of money.
        if (await this.isPosted(em, posting.kind, posting.reference)) return false;
        throw new InsufficientBalanceError(posting.bucketId, balance, posting.amountCents);
      }
    }
    const result = await em.execute(
      `insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at", "withdrawal_id", "collection_id", "transfer_id")
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, current_timestamp, ?, ?, ?) on conflict ("kind", "reference") do nothing`,
      [posting.bucketId, bucket.savings_id, bucket.client_id, posting.kind, posting.amountCents, posting.reference, posting.withdrawalId ?? null, posting.collectionId ?? null, posting.transferId ?? null],
      'run',
    );
    return (result as unknown as { affectedRows: number }).affectedRows > 0;
  }

  /**
   * Many credits at once (collections, EFTs): one INSERT ... ON CONFLICT DO NOTHING. Answers how
   * many were new. Postings for unknown buckets are skipped; a debit here is refused (RangeError).
   */
  async postCredits(em: EntityManager, postings: LedgerPosting[]): Promise<number> {
    if (postings.length === 0) return 0;
    for (const posting of postings) {
      checkPosting(posting);
      if (posting.amountCents < 0) throw new RangeError('postCredits posts credits only');
    }
    const rows = postings.map((p) => ({
      bucket_id: p.bucketId,
      kind: p.kind,
      amount_cents: p.amountCents,
      reference: p.reference,
      collection_id: p.collectionId ?? null,
      withdrawal_id: p.withdrawalId ?? null,
      transfer_id: p.transferId ?? null,
    }));
    const result = await em.execute(
      `insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at", "withdrawal_id", "collection_id", "transfer_id")
       select gen_random_uuid(), b."id", b."savings_id", b."client_id", p."kind", p."amount_cents", p."reference", current_timestamp, p."withdrawal_id", p."collection_id", p."transfer_id"
       from jsonb_to_recordset(?::jsonb) as p("bucket_id" uuid, "kind" varchar, "amount_cents" int, "reference" varchar, "collection_id" uuid, "withdrawal_id" uuid, "transfer_id" uuid)
       join "savings"."bucket" b on b."id" = p."bucket_id" and b."deleted_at" is null
       on conflict ("kind", "reference") do nothing`,
      [JSON.stringify(rows)],
      'run',
    );
    return (result as unknown as { affectedRows: number }).affectedRows;
  }

  /** The bucket's balance in cents (lock the bucket row first when a decision depends on it). */
  async balanceCents(em: EntityManager, bucketId: string): Promise<number> {
    const [row] = await em.execute<{ balance: string | null }[]>(`select sum("amount_cents") as "balance" from "savings"."ledger_entry" where "bucket_id" = ?`, [bucketId]);
    return Number(row?.balance ?? 0);
  }

  async isPosted(em: EntityManager, kind: LedgerEntryKind, reference: string): Promise<boolean> {
    const rows = await em.execute(`select 1 from "savings"."ledger_entry" where "kind" = ? and "reference" = ?`, [kind, reference]);
    return rows.length > 0;
  }

  /**
   * Locks buckets (FOR UPDATE) in a stable order (by id) so two transfers between the same two
   * buckets never deadlock. Answers the ids found (not deleted).
   */
  async lockBuckets(em: EntityManager, bucketIds: string[]): Promise<string[]> {
    const ids = [...new Set(bucketIds)].sort();
    const rows = await em.execute<{ id: string }[]>(`select "id" from "savings"."bucket" where "id" in (${ids.map(() => '?').join(', ')}) and "deleted_at" is null order by "id" for update`, ids);
    return rows.map((row) => row.id);
  }
}
