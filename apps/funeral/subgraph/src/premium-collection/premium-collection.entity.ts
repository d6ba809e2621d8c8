import { Entity, Index, Property, Unique } from '@mikro-orm/core';
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

  /** When the client was told (SAVINGS or MISSED); null: still to tell. */
  @Property({ type: 'datetime', nullable: true })
  notifiedAt?: Date | null;
}
