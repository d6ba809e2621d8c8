import { Collection, Entity, OneToMany, OptionalProps, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ClientOwnedEntity } from '@imali/shared/nest';
import { coolingOffEndsOn, FUNERAL_PAYMENT_METHOD, FUNERAL_POLICY_STATE, FUNERAL_POLICY_TYPE, FUNERAL_PRODUCT_TYPE, type FuneralPolicyState, type FuneralPolicyType, policyStateLabel, policyTypeLabel } from '@imali/funeral/domain';
import { PolicyMemberEntity } from './policy-member.entity';
import { BeneficiaryEntity } from './beneficiary.entity';
import { DebitOrderMandateEntity } from './debit-order-mandate.entity';

/** A funeral policy of a client. Premiums and cover in rand; the pricing version is kept for life. */
@ObjectType('FuneralPolicy')
@Entity({ tableName: 'funeral_policy' })
export class FuneralPolicyEntity extends ClientOwnedEntity {
  [OptionalProps]?: 'productType' | 'state' | 'policyType' | 'stateLabel' | 'policyTypeLabel' | 'coolingOffEndsOn';

  @Field(() => String)
  @Property({ type: 'string', length: 100, unique: true })
  policyNumber!: string;

  @Field(() => FUNERAL_PRODUCT_TYPE)
  @Property({ type: 'string', length: 100, default: 'FUNERAL' })
  productType: string = 'FUNERAL';

  @Field(() => FUNERAL_POLICY_STATE)
  @Property({ type: 'string', length: 100, default: 'DORMANT' })
  state: FuneralPolicyState = 'DORMANT';

  @Field(() => String)
  get stateLabel(): string {
    return policyStateLabel(this.state) ?? this.state;
  }

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  currentPremiumTotal!: number;

  @Field(() => FUNERAL_POLICY_TYPE)
  @Property({ type: 'string', length: 30, default: 'SINGLE' })
  policyType: FuneralPolicyType = 'SINGLE';

  @Field(() => String)
  get policyTypeLabel(): string {
    return policyTypeLabel(this.policyType);
  }

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  paymentDueDay?: number | null;

  /** Identity's bank account record premiums are collected from. */
  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  paymentBankAccountId?: string | null;

  @Field(() => FUNERAL_PAYMENT_METHOD, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  paymentMethod?: string | null;

  /** FREEDOM is a special value (6 children). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  accountingIdentifier?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 30, nullable: true })
  easyPayNumber?: string | null;

  /** Shown through the resolver: a policy stored without one reads as the current version. */
  @Property({ type: 'string', length: 40, nullable: true })
  pricingVersion?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  firstActivated?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  expectFirstPaymentAt?: string | null;

  /** The day the policy was made in South Africa, as the cancellation rule reads it. */
  @Field(() => String, { nullable: true, description: 'Last day of the 31-day cooling-off period' })
  get coolingOffEndsOn(): string | null {
    return coolingOffEndsOn(this.createdAt) ?? null;
  }

  /**
   * The current mandate: identity's debit order id (a record of another subgraph, as
   * paymentBankAccountId is). Policies not yet copied may still hold a funeral mandate row's id.
   */
  @Field(() => ID, { nullable: true, description: "Identity's debit order (the mandate) the premiums are collected under; its PDF is the vault's /documents/do/{id}" })
  @Property({ type: 'uuid', nullable: true })
  debitOrderId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  salesPersonId?: string | null;

  /**
   * Set by the sale when its debit order is NAEDO or DO awaiting a web signature, and by a change
   * whose new debit order is on a third party's account: an SMS with the signing link is due (sent
   * after the change commits, else by a later run; docs/decisions/funeral-naedo-mandate-signing.md,
   * debit-order-third-party-signing.md).
   */
  @Property({ type: 'datetime', nullable: true })
  signRequestDueAt?: Date | null;

  /** When that SMS was sent (or found not needed): it is sent once. */
  @Property({ type: 'datetime', nullable: true })
  signRequestNotifiedAt?: Date | null;

  /** Set when the client cancelled the policy (within the cooling-off period). */
  @Field(() => Date, { nullable: true, description: 'When the client cancelled the policy' })
  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  cancelReason?: string | null;

  @Field(() => Date)
  declare createdAt: Opt<Date>;

  @OneToMany(() => PolicyMemberEntity, (member) => member.policy)
  members = new Collection<PolicyMemberEntity>(this);

  @OneToMany(() => BeneficiaryEntity, (beneficiary) => beneficiary.policy)
  beneficiaries = new Collection<BeneficiaryEntity>(this);

  @OneToMany(() => DebitOrderMandateEntity, (mandate) => mandate.policy)
  mandates = new Collection<DebitOrderMandateEntity>(this);
}
