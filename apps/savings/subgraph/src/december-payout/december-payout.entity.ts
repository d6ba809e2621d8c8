import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';

/**
 * PAID_OUT: the whole balance became a withdrawal to the savings payment account (withdrawalId);
 * NOTHING_TO_PAY: the balance was zero; NO_ACCOUNT: no payment account to pay into, nothing paid.
 */
export type DecemberPayoutStatus = 'PAID_OUT' | 'NOTHING_TO_PAY' | 'NO_ACCOUNT';

/**
 * A December Fund's payout on its payout date: one row per bucket and date (unique), made in the
 * transaction that takes the money, so a run again or two runs at once pay once
 * (docs/decisions/savings-december-payout.md).
 */
@Entity({ tableName: 'december_payout' })
@Unique({ properties: ['bucketId', 'payoutDate'] })
@Index({ name: 'december_payout_untold_index', expression: `create index "december_payout_untold_index" on "savings"."december_payout" ("created_at") where "status" = 'NO_ACCOUNT' and "notified_at" is null` })
export class DecemberPayoutEntity extends ClientOwnedEntity {
  @Property({ type: 'uuid' })
  savingsId!: string;

  @Property({ type: 'uuid' })
  bucketId!: string;

  @Property({ type: 'date' })
  payoutDate!: string;

  @Property({ type: 'string', length: 20 })
  status!: DecemberPayoutStatus;

  /** The balance on the day, in cents (what was paid out, or what stays in the goal with no account). */
  @Property({ type: 'integer' })
  amountCents!: number;

  /** PAID_OUT: the withdrawal that pays it (its status says whether the bank released it). */
  @Property({ type: 'uuid', nullable: true })
  withdrawalId?: string | null;

  /** NO_ACCOUNT: when the client was told; null: still to tell. */
  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;
}
