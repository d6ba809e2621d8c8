// The savings mutations' inputs (contract: /work/savings-contract.md). Amounts are rand (Float);
// every rule (and its §5 message) is @imali/savings/domain's, run by the services.
import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { validateBankAccountId, validateRecordId, type BucketType } from '@imali/savings/domain';
import type { InputFieldRules } from '@imali/shared/nest';
import { BucketTypeEnum } from './savings.models';

@InputType('MetaDataInput')
export class MetaDataInput {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

@InputType('AddSavingsBucketInput')
export class AddSavingsBucketInput {
  @Field(() => BucketTypeEnum) bucketType!: BucketType;
  @Field(() => String, { nullable: true, description: "Default: the type's label (Custom: the description or \"Custom\")" }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) targetAmount?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) targetDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Monthly contribution; default 500' }) desiredSavings?: number | null;
  @Field(() => Float, { nullable: true }) existingAmount?: number | null;
  @Field(() => [MetaDataInput], { nullable: true }) metaData?: MetaDataInput[] | null;
  @Field(() => String, { description: 'The same key answers with the first call’s goal' }) idempotencyKey!: string;
}

@InputType('UpdateSavingsBucketInput', { description: 'Every field optional: only the given ones change' })
export class UpdateSavingsBucketInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => BucketTypeEnum, { nullable: true }) bucketType?: BucketType | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) targetAmount?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) targetDate?: string | null;
  @Field(() => String, { nullable: true, description: 'YEAR_END only: YYYY-MM-DD in December' }) payoutDate?: string | null;
  @Field(() => Float, { nullable: true }) desiredSavings?: number | null;
  @Field(() => Float, { nullable: true }) existingAmount?: number | null;
  @Field(() => [MetaDataInput], { nullable: true }) metaData?: MetaDataInput[] | null;
}

@InputType('WithdrawSavingsInput')
export class WithdrawSavingsInput {
  @Field(() => ID) bucketId!: string;
  @Field(() => ID) savingsId!: string;
  @Field(() => ID) bankAccountId!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) idempotencyKey!: string;
}

@InputType('TransferSavingsInput')
export class TransferSavingsInput {
  @Field(() => ID) savingsId!: string;
  @Field(() => ID) fromBucketId!: string;
  @Field(() => ID, { nullable: true, description: 'Omitted: the Emergency Fund (created when none exists: EMERGENCY, 10000, one year ahead)' }) toBucketId?: string | null;
  @Field(() => Float) amount!: number;
  @Field(() => String) idempotencyKey!: string;
}

@InputType('SavingsPaymentDetailsInput', { description: 'The bank change flow' })
export class SavingsPaymentDetailsInput {
  @Field(() => Int) payDay!: number;
  @Field(() => ID) bankAccountId!: string;
}

/**
 * The records these inputs pick, judged by the rule the web form runs on the same field before the
 * input safety net's generic id check: an empty or blank choice answers the form's message ("Select
 * one" for a bank account, "This field is required" for a goal), a non-empty id that is not a UUID
 * still "Invalid id". docs/decisions/savings-empty-choice-message.md.
 */
export const SAVINGS_INPUT_FIELD_RULES: InputFieldRules = {
  'WithdrawSavingsInput.bucketId': validateRecordId,
  'WithdrawSavingsInput.savingsId': validateRecordId,
  'WithdrawSavingsInput.bankAccountId': validateBankAccountId,
  'TransferSavingsInput.savingsId': validateRecordId,
  'TransferSavingsInput.fromBucketId': validateRecordId,
  'TransferSavingsInput.toBucketId': validateRecordId,
  'SavingsPaymentDetailsInput.bankAccountId': validateBankAccountId,
};
