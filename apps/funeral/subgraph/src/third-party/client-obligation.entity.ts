import { Entity, OptionalProps, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';
import { CLIENT_MANUAL_ENTRY, CLIENT_OBLIGATION_SOURCE, FUNERAL_MEMBER_TYPE, FUNERAL_POLICY_TYPE, type FuneralPolicyType, policyTypeLabel, policyTypeOf, THIRD_PARTY_PAYMENT_METHOD } from '@imali/funeral/domain';

/**
 * A funeral policy the client holds with another insurer (a "client obligation"), entered by the
 * client so that it shows beside their Imali policies. Amounts in rand.
 */
@ObjectType('ThirdPartyFuneralPolicy', { description: 'A funeral policy the client holds with another insurer, as they entered it (a client obligation)' })
@Entity({ tableName: 'client_obligation' })
export class ClientObligationEntity extends ClientOwnedEntity {
  [OptionalProps]?: 'source' | 'policyType' | 'policyTypeLabel';

  /** The insurer ("provider"). */
  @Field(() => String, { description: 'The insurer (provider)' })
  @Property({ type: 'text' })
  companyName!: string;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  @Field(() => Float, { description: 'Monthly contribution' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  premiumAmount!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Field(() => THIRD_PARTY_PAYMENT_METHOD, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  paymentMethod?: string | null;

  @Field(() => [FUNERAL_MEMBER_TYPE], { description: 'Member types covered' })
  @Property({ type: 'text[]' })
  livesCovered!: string[];

  @Field(() => FUNERAL_POLICY_TYPE, { description: 'The cover type, from the lives covered' })
  get policyType(): FuneralPolicyType {
    return policyTypeOf(this.livesCovered.map((memberType) => ({ memberType })));
  }

  @Field(() => String)
  get policyTypeLabel(): string {
    return policyTypeLabel(this.policyType);
  }

  /** How the record arrived; CLIENT_MANUAL_ENTRY for everything the client types in. */
  @Field(() => CLIENT_OBLIGATION_SOURCE)
  @Property({ type: 'string', length: 40, default: CLIENT_MANUAL_ENTRY })
  source: string = CLIENT_MANUAL_ENTRY;

  @Field(() => Date)
  declare createdAt: Opt<Date>;
}
