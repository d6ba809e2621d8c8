import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A life covered by a funeral policy (the policy holder too). ID numbers are encrypted. */
@Entity({ tableName: 'policy_member' })
export class PolicyMemberEntity {
  [OptionalProps]?: 'createdAt' | 'state' | 'cellNumbers';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  policyId!: string;

  /** POLICY_HOLDER, SPOUSE, CHILD, PARENT or EXTENDED */
  @Property({ type: 'string', length: 20 })
  memberType!: string;

  @Property({ type: 'string', length: 200 })
  firstNames!: string;

  @Property({ type: 'string', length: 200 })
  surname!: string;

  @Property({ type: 'string', length: 10, nullable: true })
  gender?: string | null;

  @Property({ type: 'integer', nullable: true })
  ageAtSignup?: number | null;

  @Property({ type: 'date', nullable: true })
  dateOfBirth?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  idType?: string | null;

  @Property({ type: 'text', nullable: true })
  idNumberEncrypted?: string | null;

  /** Keyed hash: the statutory R100,000 per life is counted across policies by it. */
  @Index()
  @Property({ type: 'string', length: 64, nullable: true })
  idNumberHash?: string | null;

  @Property({ type: 'text[]', default: '{}' })
  cellNumbers: string[] = [];

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 40, nullable: true })
  relationship?: string | null;

  /** Monthly income in rand the policy holder gave at the sale. */
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number', nullable: true })
  income?: number | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  premium!: number;

  /** COVERED, INITIAL, IN_WAITING_PERIOD, POLICY_LAPSED (covered); POLICY_CANCELLED (not covered), ... */
  @Property({ type: 'string', length: 30, default: 'INITIAL' })
  state: string = 'INITIAL';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
