import { Field, ID, InputType, Int, OmitType, PartialType } from '@nestjs/graphql';
import { FUNERAL_MEMBER_TYPE, type CoveredMemberType } from '@imali/funeral/domain';

@InputType()
export class CreateMemberInput {
  @Field(() => ID) policyId!: string;
  @Field(() => FUNERAL_MEMBER_TYPE, { description: 'SPOUSE, CHILD, PARENT or EXTENDED (POLICY_HOLDER is refused: the policy holder cannot be added)' }) memberType!: CoveredMemberType;
  @Field(() => String) firstNames!: string;
  @Field(() => String) surname!: string;
  @Field(() => String, { nullable: true, description: 'MALE or FEMALE; required for PARENT and EXTENDED' }) gender?: string | null;
  @Field(() => Int, { nullable: true }) ageAtSignup?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true, description: 'rsa_id (default with an ID number), zim_id, nam_id, bot_id or oth_id' }) idType?: string | null;
  @Field(() => String, { nullable: true }) idNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "YYYY-MM-DD, a future date: required with another country's ID type and number ('Required for non-South Africans'); not kept with a South African ID",
  })
  passportExpiresDate?: string | null;
  @Field(() => [String], { nullable: true }) cellNumbers?: string[] | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Required for PARENT and EXTENDED' }) relationship?: string | null;
}

@InputType({ description: 'Fields left out keep their stored values; the member type cannot change' })
export class UpdateMemberInput extends PartialType(OmitType(CreateMemberInput, ['policyId', 'memberType'] as const), InputType) {
  @Field(() => String, { nullable: true, description: 'Locked once the member has an ID number' }) declare idType?: string | null;
  @Field(() => String, { nullable: true, description: 'Locked once set' }) declare idNumber?: string | null;
}
