import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { AreaCollectionRecord } from '@imali/shared/nest';

/**
 * One month's premium collection of a policy (docs/decisions/savings-keeps-funeral-policy.md):
 * made once per policy and month on its pay day, sent to the bank through identity's debit order
 * collections (the reference is this id), settled with the bank's answer, and on FAILED resolved
 * by the Funeral savings goal that keeps the policy (outcome SAVINGS) or missed (MISSED). A
 * refusal that is our data's fault (identity does not know the debit order) is NEEDS_OPERATIONS
 * (docs/decisions/funeral-premium-needs-operations.md): operations list them by that outcome.
 * Written by the job in set-based SQL; the entity keeps the schema.
 */
@Entity({ tableName: 'premium_collection' })
@Unique({ properties: ['policyId', 'month'] })
@Index({ name: 'premium_collection_unresolved_index', expression: `create index "premium_collection_unresolved_index" on "funeral"."premium_collection" ("status") where "outcome" is null` })
@Index({ name: 'premium_collection_needs_operations_index', expression: `create index "premium_collection_needs_operations_index" on "funeral"."premium_collection" ("collection_date") where "outcome" = 'NEEDS_OPERATIONS'` })
export class PremiumCollectionEntity extends AreaCollectionRecord {
  @Property({ type: 'uuid' })
  policyId!: string;

  /** DEBIT_ORDER, SAVINGS or MISSED once resolved, or NEEDS_OPERATIONS (not the client's: see failureReason); null while the debit order or savings has not answered. */
  @Property({ type: 'string', length: 20, nullable: true })
  outcome?: string | null;

  /** MISSED: NO_BUCKET or INSUFFICIENT_BALANCE. */
  @Property({ type: 'string', length: 30, nullable: true })
  missedReason?: string | null;

  /** The savings goal that paid it (SAVINGS) or held too little (MISSED). */
  @Property({ type: 'string', length: 100, nullable: true })
  savingsGoalName?: string | null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  /** When the client was told (SAVINGS or MISSED, or the first premium that activated the policy); null: still to tell. */
  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;

  /** The policy awaited its first premium (DORMANT) when this was made (docs/decisions/funeral-first-premium-and-activation.md). */
  @Property({ type: 'boolean', default: false })
  firstPremium: Opt<boolean> = false;

  /** When this premium, paid, activated the policy (cover started); its SMS is sent once (notifiedAt). */
  @Property({ type: 'datetime', nullable: true })
  activatedAt?: Date | null;

  /** When this missed first premium cancelled the policy as not taken up. */
  @Property({ type: 'datetime', nullable: true })
  endedPolicyAt?: Date | null;

  /** Held for the debit order's approval or signature: when the client was told (one SMS per held premium); null: not told. */
  @Property({ type: 'datetime', nullable: true })
  heldNotifiedAt?: Date | null;

  /** Not taken up: when the policy's debit order was cancelled at identity (or found with nothing to cancel); null: still to do. */
  @Property({ type: 'datetime', nullable: true })
  debitOrderCancelledAt?: Date | null;
}
