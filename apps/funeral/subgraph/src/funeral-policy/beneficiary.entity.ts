import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Who the benefit is paid to. */
@Entity({ tableName: 'beneficiary' })
export class BeneficiaryEntity {
  [OptionalProps]?: 'createdAt' | 'isSpouse' | 'cellNumbers';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  policyId!: string;

  @Property({ type: 'boolean', default: false })
  isSpouse: boolean = false;

  @Property({ type: 'string', length: 200 })
  firstNames!: string;

  @Property({ type: 'string', length: 200 })
  surname!: string;

  @Property({ type: 'text[]', default: '{}' })
  cellNumbers: string[] = [];

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  idType?: string | null;

  @Property({ type: 'text', nullable: true })
  idNumberEncrypted?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
