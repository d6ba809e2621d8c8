import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';
import type { BucketType } from '@imali/savings/domain';
import type { MetaDataEntry } from '@imali/savings/domain';

/**
 * A savings goal ("bucket") inside a client's savings. Its money is not here: the balance and the
 * totals are sums of its ledger entries (ledger_entry). One EMERGENCY bucket per savings at most
 * (a partial unique index in the migration).
 */
@Entity({ tableName: 'bucket' })
@Unique({
  name: 'bucket_one_emergency_per_savings',
  expression: `create unique index "bucket_one_emergency_per_savings" on "savings"."bucket" ("savings_id") where "bucket_type" = 'EMERGENCY' and "deleted_at" is null`,
})
export class BucketEntity extends ClientOwnedEntity {
  @Index()
  @Property({ type: 'uuid' })
  savingsId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** HOUSE, CAR, EDUCATION, HOLIDAY, EMERGENCY, YEAR_END, RETIREMENT, HEALTH, FUNERAL or OTHER. */
  @Property({ type: 'string', length: 20 })
  bucketType!: BucketType;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'integer' })
  targetAmountCents!: number;

  /** The monthly contribution. */
  @Property({ type: 'integer' })
  desiredSavingsCents!: number;

  /** The client's own figure of money saved elsewhere; never in the ledger. */
  @Property({ type: 'integer', nullable: true })
  existingAmountCents?: number | null;

  @Property({ type: 'date', nullable: true })
  targetDate?: string | null;

  /** YEAR_END only: the December payout date. */
  @Property({ type: 'date', nullable: true })
  payoutDate?: string | null;

  @Property({ type: 'json' })
  metaData: Opt<MetaDataEntry[]> = [];

  /** The "beyond" feature: the funeral policy this Funeral goal keeps from lapsing. */
  @Property({ type: 'uuid', nullable: true })
  keepsFuneralPolicyId?: string | null;
}
