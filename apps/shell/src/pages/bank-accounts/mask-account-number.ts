// The mask is shared with the debit order mandate wizard (@imali/shared/domain).
export { VISIBLE_ACCOUNT_DIGITS, accountNumberEnding, maskAccountNumber } from '@imali/shared/domain';
