import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType('BankAccountAssociation')
export class BankAccountAssociationModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The product paid from this account, e.g. FUNERAL' }) type!: string;
  @Field(() => String, { nullable: true }) reference?: string | null;
}

@ObjectType('BankAccount')
export class BankAccountModel {
  @Field(() => ID) id!: string;
  @Field(() => String) bankName!: string;
  @Field(() => String) branchCode!: string;
  @Field(() => String) accountNo!: string;
  @Field(() => Boolean) ownAccount!: boolean;
  @Field(() => String, { nullable: true }) accountHolderName?: string | null;
  @Field(() => String, { nullable: true }) accountHolderContactNumber?: string | null;
  @Field(() => String, { nullable: true }) accountHolderEmail?: string | null;
  @Field(() => String, { nullable: true }) accountHolderIdNumber?: string | null;
  @Field(() => Boolean) verifyAccountInfo!: boolean;
  @Field(() => [BankAccountAssociationModel], { description: 'Products paid from this account (filled as areas link their policies)' })
  associatedWith!: BankAccountAssociationModel[];
}

@InputType()
export class BankAccountInput {
  @Field(() => String, { description: 'Universal branch code from the bank list' }) branchCode!: string;
  @Field(() => String, { nullable: true, description: 'Needed where banks share a branch code (462005)' }) bankName?: string | null;
  @Field(() => String) accountNo!: string;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) ownAccount?: boolean | null;
  @Field(() => String, { nullable: true }) accountHolderName?: string | null;
  @Field(() => String, { nullable: true }) accountHolderContactNumber?: string | null;
  @Field(() => String, { nullable: true }) accountHolderEmail?: string | null;
  @Field(() => String, { nullable: true }) accountHolderIdNumber?: string | null;
  @Field(() => Boolean, { nullable: true }) verifyAccountInfo?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Made once per submit: a retry returns the same account' }) idempotencyKey?: string | null;
}
