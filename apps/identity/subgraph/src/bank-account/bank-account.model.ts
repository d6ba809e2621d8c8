import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum BankAccountAssociationType {
  DEBIT_ORDER = 'DEBIT_ORDER',
}
registerEnumType(BankAccountAssociationType, {
  name: 'BankAccountAssociationType',
  description: 'What is paid from the account (docs/decisions/bank-account-associated-with.md)',
  valuesMap: { DEBIT_ORDER: { description: "One of the client's debit orders (its id is the debit order's, as debitorder(id) reads it)" } },
});

@ObjectType('BankAccountAssociation')
export class BankAccountAssociationModel {
  @Field(() => ID, { description: 'The debit order id' }) id!: string;
  @Field(() => BankAccountAssociationType) type!: BankAccountAssociationType;
  @Field(() => String, { nullable: true, description: "The bank's mandate reference, else the reference identity gives the bank for the debit order (<id>.<attempt>)" }) reference?: string | null;
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
  @Field(() => [BankAccountAssociationModel], {
    description: "The client's debit orders on this account that are still in use (any state but cancelled or replaced), oldest first",
  })
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
