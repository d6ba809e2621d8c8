import { Check, Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { LedgerEntryKind } from '@imali/savings/domain';

/**
 * One movement of money in a bucket, in signed whole cents (+ credit, − debit). Append-only: a
 * trigger refuses UPDATE and DELETE (docs/decisions/savings-ledger.md). (kind, reference) is
 * unique, so the same event posts once. Covering indexes (savings, bucket, kind) and (bucket,
 * kind) include amount_cents so balances are summed from the index alone (in the migration).
 */
@Entity({ tableName: 'ledger_entry' })
@Unique({ properties: ['kind', 'reference'] })
@Check({ name: 'ledger_entry_amount_cents_check', expression: '"amount_cents" <> 0' })
@Index({ name: 'ledger_entry_savings_bucket_kind_index', expression: 'create index "ledger_entry_savings_bucket_kind_index" on "savings"."ledger_entry" ("savings_id", "bucket_id", "kind") include ("amount_cents")' })
@Index({ name: 'ledger_entry_bucket_kind_index', expression: 'create index "ledger_entry_bucket_kind_index" on "savings"."ledger_entry" ("bucket_id", "kind") include ("amount_cents")' })
export class LedgerEntryEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  bucketId!: string;

  @Property({ type: 'uuid' })
  savingsId!: string;

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 30 })
  kind!: LedgerEntryKind;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 100 })
  reference!: string;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'uuid', nullable: true })
  withdrawalId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  collectionId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  transferId?: string | null;
}
