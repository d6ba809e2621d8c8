import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** A debt-review clearance certificate application. */
@ObjectType('ClearanceCertificate')
@Entity({ tableName: 'clearance_certificate' })
export class ClearanceCertificateEntity extends ClientOwnedEntity {
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  certificateNumber?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  state!: string;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amount!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  amountPaid!: number;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
