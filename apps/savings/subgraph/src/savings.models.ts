// The savings subgraph's GraphQL types (contract: /work/savings-contract.md; spec
// savings-budget-debt-shell.md §3, §7). Money on the wire is rand with two decimals (Float);
// inside, everything is integer cents (@imali/savings/domain toCents / toRand).
import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  BUCKET_TYPES,
  LEDGER_ENTRY_KINDS,
  SAVINGS_COLLECTION_STATUSES,
  SAVINGS_STATUSES,
  WITHDRAWAL_STATUSES,
  type BucketType,
  type LedgerEntryKind,
  type SavingsCollectionStatus,
  type SavingsStatus,
  type WithdrawalStatus,
} from '@imali/savings/domain';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const BucketTypeEnum = enumOf(BUCKET_TYPES);
registerEnumType(BucketTypeEnum, { name: 'BucketType', description: 'HOUSE Housing, CAR Car, EDUCATION Education, HOLIDAY Holiday, EMERGENCY Emergency, YEAR_END December Fund, RETIREMENT Retirement, HEALTH Health, FUNERAL Funeral, OTHER Custom' });
export const SavingsStatusEnum = enumOf(SAVINGS_STATUSES);
registerEnumType(SavingsStatusEnum, { name: 'SavingsStatus', description: 'NO_SAVINGS "No Savings yet" (amount 0), BELOW_TARGET "Progressing slowly" (under 70%), ON_TRACK "On Track"' });
export const SavingsCollectionStatusEnum = enumOf(SAVINGS_COLLECTION_STATUSES);
registerEnumType(SavingsCollectionStatusEnum, { name: 'SavingsCollectionStatus' });
export const WithdrawalStatusEnum = enumOf(WITHDRAWAL_STATUSES);
registerEnumType(WithdrawalStatusEnum, { name: 'WithdrawalStatus', description: 'PROCESSING (being paid out), RELEASED (paid), FAILED (the money is back in the goal)' });
export const LedgerEntryKindEnum = enumOf(LEDGER_ENTRY_KINDS);
registerEnumType(LedgerEntryKindEnum, { name: 'LedgerEntryKind' });

@ObjectType('MetaData', { description: "A type-specific detail of a goal (the keys of @imali/savings/domain's goal details)" })
export class MetaDataModel {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

@ObjectType('Bucket', { description: 'A savings goal' })
export class BucketModel {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => BucketTypeEnum) bucketType!: BucketType;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Float, { description: 'The balance in rand, from the ledger' }) amount!: number;
  @Field(() => Float) targetAmount!: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) targetDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YEAR_END only: YYYY-MM-DD in December' }) payoutDate!: string | null;
  @Field(() => Float, { nullable: true, description: "The client's own figure of money saved elsewhere (not in the ledger)" }) existingAmount!: number | null;
  @Field(() => Float, { description: 'Progress towards the target in percent, 0 to 100 and above (uncapped; the bar caps it)' }) percentageFull!: number;
  @Field(() => SavingsStatusEnum) status!: SavingsStatus;
  @Field(() => Float, { description: 'Monthly contribution' }) desiredSavings!: number;
  @Field(() => Float, { description: 'From the ledger: contributions and transfers in' }) totalContributionsAmount!: number;
  @Field(() => Float, { description: 'From the ledger: withdrawals (less reversals), transfers out and premiums paid' }) totalWithdrawalsAmount!: number;
  @Field(() => Float, { description: 'Withdrawals still being processed' }) pendingWithdrawalsAmount!: number;
  @Field(() => [MetaDataModel]) metaData!: MetaDataModel[];
  @Field(() => ID, { nullable: true, description: 'A Funeral goal that pays this funeral policy when its premium collection fails' }) keepsFuneralPolicyId!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('Savings', { description: "The client's savings (one per client) holding the goals" })
export class SavingsModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) paymentBankAccountId!: string | null;
  @Field(() => Int, { nullable: true, description: 'The debit order day, 1 to 31; null until the bank change flow ran' }) payDay!: number | null;
  @Field(() => ID, { nullable: true, description: "Identity's debit order (mandate) the contributions are collected with" }) debitOrderId!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('Withdrawal')
export class WithdrawalModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) bucketId!: string;
  @Field(() => Float) amount!: number;
  @Field(() => WithdrawalStatusEnum) status!: WithdrawalStatus;
  @Field(() => ID) bankAccountId!: string;
  @Field(() => Date) requestedAt!: Date;
  @Field(() => Date, { nullable: true }) releasedAt!: Date | null;
}

@ObjectType('SavingsCollection', { description: "A debit order collection of the client's monthly contributions" })
export class SavingsCollectionModel {
  @Field(() => ID) id!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, { description: 'YYYY-MM-DD' }) collectionDate!: string;
  @Field(() => SavingsCollectionStatusEnum) status!: SavingsCollectionStatus;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
}

@ObjectType('TransferSavingsResult')
export class TransferSavingsResultModel {
  @Field(() => BucketModel) fromBucket!: BucketModel;
  @Field(() => BucketModel) toBucket!: BucketModel;
}

export type { LedgerEntryKind };
