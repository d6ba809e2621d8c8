import { Entity, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from '@nestjs/graphql';
import { RecordEntity } from '@imali/shared/nest';
import type { FuneralPolicyEntity } from './funeral-policy.entity';

/** Who the benefit is paid to. */
@ObjectType('FuneralBeneficiary')
@Entity({ tableName: 'beneficiary' })
export class BeneficiaryEntity extends RecordEntity {
  [OptionalProps]?: 'isSpouse' | 'cellNumbers' | 'cellNumber';

  @Index()
  @ManyToOne('FuneralPolicyEntity', { ref: true })
  policy!: Ref<FuneralPolicyEntity>;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  firstNames!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  surname!: string;

  @Property({ type: 'text[]', default: '{}' })
  cellNumbers: string[] = [];

  @Field(() => String, { nullable: true })
  get cellNumber(): string | null {
    return this.cellNumbers[0] ?? null;
  }

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isSpouse: boolean = false;

  @Property({ type: 'string', length: 20, nullable: true })
  idType?: string | null;

  @Property({ type: 'text', nullable: true })
  idNumberEncrypted?: string | null;
}
