import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** The latest breakdown of a client's monthly debt from the credit record. */
@ObjectType('DebtBreakdown')
@Entity({ tableName: 'debt_breakdown' })
export class DebtBreakdownEntity extends ClientOwnedEntity {
  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  allDebt!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  housingDebt!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  vehicleDebt!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  normalDebt!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  creditCardDebt!: number;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  compuScore?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  finalPaymentDate?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  hasDebtCounselling!: boolean;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
