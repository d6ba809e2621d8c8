import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum CommunicationType {
  SMS = 'SMS',
  EMAIL = 'EMAIL',
}
registerEnumType(CommunicationType, { name: 'CommunicationType' });

@ObjectType('OtpStatus')
export class OtpStatusModel {
  @Field(() => CommunicationType)
  communicationType!: CommunicationType;

  @Field(() => String, { description: 'Masked cell number or e-mail address' })
  destination!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Date)
  resendAvailableAt!: Date;

  @Field(() => Int)
  attemptsLeft!: number;

  @Field(() => Boolean)
  blocked!: boolean;
}

@ObjectType('OutboxMessage')
export class OutboxMessageModel {
  @Field(() => ID)
  id!: string;

  @Field(() => CommunicationType)
  channel!: CommunicationType;

  @Field(() => String)
  destination!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Date)
  createdAt!: Date;
}
