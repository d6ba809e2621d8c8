import { Filter, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';

/** The filter that hides soft-deleted rows; on by default, `filters: { [NOT_DELETED]: false }` sees them. */
export const NOT_DELETED = 'notDeleted';

/**
 * The header every record of a subgraph shares: a uuid id, when it was made and last changed, a
 * version for optimistic locking (a flush of a stale copy fails with OptimisticLockError instead
 * of overwriting someone else's change) and a soft delete (financial records are never erased;
 * deleted rows are not found unless a query turns the filter off).
 */
@ObjectType({ isAbstract: true })
@Filter({ name: NOT_DELETED, cond: { deletedAt: null }, default: true })
export abstract class RecordEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  /** Rows that predate the column read as changed when it was added. */
  @Property({ type: 'datetime', onUpdate: () => new Date(), defaultRaw: 'current_timestamp' })
  updatedAt: Opt<Date> = new Date();

  @Property({ type: 'integer', version: true })
  version: Opt<number> = 1;

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}

/** A record that belongs to one client (identity's Client.id): found only through ClientScope. */
@ObjectType({ isAbstract: true })
export abstract class ClientOwnedEntity extends RecordEntity {
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;
}

/** Soft-deletes the record (flushed with the caller's unit of work). */
export function softDelete(record: RecordEntity, at: Date = new Date()): void {
  record.deletedAt = at;
}
