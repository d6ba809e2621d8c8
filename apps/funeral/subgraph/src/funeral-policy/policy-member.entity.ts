import { Entity, Index, OptionalProps, Property, type Opt } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { FUNERAL_MEMBER_STATE, FUNERAL_MEMBER_TYPE, type FuneralMemberState, isCoveredMemberState } from '@imali/funeral/domain';
import { PolicyPersonEntity } from './policy-person.entity';

/** A life covered by a funeral policy (the policy holder too). ID numbers are encrypted. */
@ObjectType('FuneralMember')
@Entity({ tableName: 'policy_member' })
export class PolicyMemberEntity extends PolicyPersonEntity {
  [OptionalProps]?: 'state' | 'cellNumbers' | 'policyId' | 'covered' | 'joinedAt';

  @Field(() => ID)
  get policyId(): string {
    return this.policy.id;
  }

  /** POLICY_HOLDER, SPOUSE, CHILD, PARENT or EXTENDED */
  @Field(() => FUNERAL_MEMBER_TYPE)
  @Property({ type: 'string', length: 20 })
  memberType!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 10, nullable: true })
  gender?: string | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  ageAtSignup?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'date', nullable: true })
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  relationship?: string | null;

  @Field(() => String, { nullable: true, description: 'rsa_id, zim_id, nam_id, bot_id or oth_id; locked once the member has an ID number' })
  declare idType?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD: when the member's passport expires; only with another country's ID type (zim_id, nam_id, bot_id, oth_id), null with a South African ID" })
  @Property({ type: 'date', nullable: true })
  passportExpiresDate?: string | null;

  /** Keyed hash: the statutory R100,000 per life is counted across policies by it. */
  @Index()
  @Property({ type: 'string', length: 64, nullable: true })
  idNumberHash?: string | null;

  @Field(() => [String])
  declare cellNumbers: string[];

  /** Monthly income in rand the policy holder gave at the sale. */
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number', nullable: true })
  income?: number | null;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  coverAmount!: number;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  premium!: number;

  @Field(() => FUNERAL_MEMBER_STATE)
  @Property({ type: 'string', length: 30, default: 'INITIAL' })
  state: FuneralMemberState = 'INITIAL';

  @Field(() => Boolean)
  get covered(): boolean {
    return isCoveredMemberState(this.state);
  }

  @Field(() => Date, { description: 'When the member joined the policy: ageAtSignup is their age on that day' })
  get joinedAt(): Opt<Date> {
    return this.createdAt;
  }
}
