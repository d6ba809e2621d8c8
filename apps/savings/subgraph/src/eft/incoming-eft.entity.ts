import { BigIntType, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * An EFT paid into Imali's savings account, read from the payments provider's feed once
 * (payment id unique). MATCHED: its reference was a client's ID number and it was credited to their
 * Emergency Fund or oldest goal. UNMATCHED: kept for operations, who find it at the provider by its
 * payment id (the reference, perhaps someone's ID number, is not kept here).
 */
@Entity({ tableName: 'incoming_eft' })
@Index({ properties: ['status', 'receivedAt'] })
export class IncomingEftEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100, unique: true })
  paymentId!: string;

  /** As the bank reported it (bigint: any amount is recorded; above R 10 000 000 it is not matched). */
  @Property({ type: new BigIntType('number') })
  amountCents!: number;

  @Property({ type: 'datetime' })
  receivedAt!: Date;

  /** MATCHED or UNMATCHED */
  @Property({ type: 'string', length: 10 })
  status!: string;

  /** UNMATCHED: NO_CLIENT (no client has that ID number), NO_GOAL (the client has no savings goal) or OVER_LIMIT (above R 10 000 000). */
  @Property({ type: 'string', length: 20, nullable: true })
  unmatchedReason?: string | null;

  @Index()
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  bucketId?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** Where the feed was read up to (one row, name 'incoming-payments'). */
@Entity({ tableName: 'eft_cursor' })
export class EftCursorEntity {
  @PrimaryKey({ type: 'string', length: 40 })
  name!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  cursor?: string | null;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();
}
