import { Entity, OptionalProps, Property } from '@mikro-orm/core';
import { Field, ObjectType } from '@nestjs/graphql';
import { PolicyPersonEntity } from './policy-person.entity';

/** Who the benefit is paid to. */
@ObjectType('FuneralBeneficiary')
@Entity({ tableName: 'beneficiary' })
export class BeneficiaryEntity extends PolicyPersonEntity {
  [OptionalProps]?: 'isSpouse' | 'cellNumbers' | 'cellNumber';

  @Field(() => String, { nullable: true })
  get cellNumber(): string | null {
    return this.cellNumbers[0] ?? null;
  }

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isSpouse: boolean = false;
}
