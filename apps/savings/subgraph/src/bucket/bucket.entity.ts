import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A savings goal ("bucket") inside a client's savings. */
@Entity({ tableName: 'bucket' })
export class BucketEntity {
  [OptionalProps]?: 'amount' | 'desiredSavings' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  savingsId!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** HOUSE, CAR, EDUCATION, HOLIDAY, EMERGENCY, YEAR_END, RETIREMENT, HEALTH, FUNERAL or OTHER. */
  @Property({ type: 'string', length: 20 })
  bucketType!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number', default: 0 })
  amount: number = 0;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  targetAmount!: number;

  @Property({ type: 'date', nullable: true })
  targetDate?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number', default: 0 })
  desiredSavings: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
