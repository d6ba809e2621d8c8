import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** A client's credit life cover (one record; its loans come later). */
@ObjectType('CreditLife')
@Entity({ tableName: 'credit_life' })
export class CreditLifeEntity extends ClientOwnedEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  policyStatus!: string;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  payment!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  nextPaymentDate?: string | null;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
