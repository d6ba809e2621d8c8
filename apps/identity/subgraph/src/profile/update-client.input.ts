import { Field, Float, InputType } from '@nestjs/graphql';
// The enums refuse other values on the wire; the rules (profile-rules.ts) still check what reaches them.
import { GenderEnum, IdTypeEnum } from '../client/client.enums';

@InputType()
export class UpdateClientInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) firstNames?: string | null;
  @Field(() => String, { nullable: true }) surname?: string | null;
  @Field(() => String, { nullable: true }) nickName?: string | null;
  @Field(() => IdTypeEnum, { nullable: true }) idType?: string | null;
  @Field(() => String, { nullable: true }) idNumber?: string | null;
  @Field(() => GenderEnum, { nullable: true }) gender?: string | null;
  @Field(() => String, { nullable: true }) birthDate?: string | null;
  @Field(() => String, { nullable: true }) passportExpiresDate?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => [String], { nullable: true }) cellNumbers?: string[] | null;
  @Field(() => Boolean, { nullable: true }) acceptedTerms?: boolean | null;
  @Field(() => Boolean, { nullable: true }) marketingConsent?: boolean | null;
  @Field(() => Float, { nullable: true }) income?: number | null;
  @Field(() => String, { nullable: true }) taxNumber?: string | null;
}
