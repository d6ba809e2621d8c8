import { Entity, Index, Property } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';
import type { WithdrawalStatus } from '@imali/savings/domain';

/**
 * A withdrawal to the client's bank account: the ledger's WITHDRAWAL debit holds the money back
 * from the moment it is PROCESSING; RELEASED when the payout is paid, FAILED when it failed (a
 * WITHDRAWAL_REVERSAL credit puts the money back). Either way the client is told by SMS once.
 */
@Entity({ tableName: 'withdrawal' })
@Index({ properties: ['savingsId', 'createdAt'] })
@Index({ name: 'withdrawal_untold_index', expression: `create index "withdrawal_untold_index" on "savings"."withdrawal" ("created_at") where "status" <> 'PROCESSING' and "notified_at" is null` })
export class WithdrawalEntity extends ClientOwnedEntity {
  @Property({ type: 'uuid' })
  savingsId!: string;

  @Index()
  @Property({ type: 'uuid' })
  bucketId!: string;

  @Property({ type: 'string', length: 20 })
  status!: WithdrawalStatus;

  @Property({ type: 'integer' })
  amountCents!: number;

  /** Identity's bank account (the client's own). */
  @Property({ type: 'uuid' })
  bankAccountId!: string;

  /** The reference the payments provider knows the payout by (unique; the withdrawal's id). */
  @Property({ type: 'string', length: 100, unique: true })
  payoutReference!: string;

  @Property({ type: 'datetime', nullable: true })
  releasedAt?: Date | null;

  /** Why the payout failed, in the bank's words (FAILED only). */
  @Property({ type: 'string', length: 200, nullable: true })
  failureReason?: string | null;

  /** RELEASED or FAILED: when the client was told (or identity had no cell number for them); null: still to tell. */
  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;
}
