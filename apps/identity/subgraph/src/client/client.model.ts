import { Directive, Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { GenderEnum, IdTypeEnum, storedGender, storedIdType } from './client.enums';

/** The federated Client entity, owned by identity. Areas add their own fields to it. */
@ObjectType('Client')
@Directive('@key(fields: "id")')
export class ClientModel {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  firstNames?: string | null;

  @Field(() => String, { nullable: true })
  surname?: string | null;

  @Field(() => String, { nullable: true })
  nickName?: string | null;

  @Field(() => IdTypeEnum, { nullable: true, middleware: [storedIdType] })
  idType?: string | null;

  @Field(() => String, { nullable: true })
  idNumber?: string | null;

  @Field(() => Boolean, { description: "Passed the credit bureau's identity questions for the current idNumber" })
  idNumberVerified!: boolean;

  @Field(() => GenderEnum, { nullable: true, middleware: [storedGender] })
  gender?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  passportExpiresDate?: string | null;

  @Field(() => Boolean)
  acceptedTerms!: boolean;

  @Field(() => Boolean)
  marketingConsent!: boolean;

  @Field(() => Boolean)
  isRegistration!: boolean;

  @Field(() => Boolean)
  otpVerification!: boolean;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => [String])
  cellNumbers!: string[];

  @Field(() => Float, { nullable: true })
  income?: number | null;

  @Field(() => Float, { nullable: true })
  estimatedIncome?: number | null;

  @Field(() => String, { nullable: true })
  taxNumber?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}
