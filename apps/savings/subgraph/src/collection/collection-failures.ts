import type { CollectionRefusal } from '@imali/shared/identity-contract';

/**
 * What the client reads for a failed collection (Savings.failedCollections.failureReason): the
 * bank's answer or identity's refusal, in plain words with what to do.
 */
export const COLLECTION_FAILURE_REASONS: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Your bank returned the debit order: there was not enough money in the account.',
  MANDATE_NOT_ACTIVE: 'Your bank says the debit order is not active. Please update your payment details.',
  EXCEEDS_MANDATE: 'Your monthly contributions are more than your debit order allows. Please update your payment details.',
  NOT_APPROVED: 'Your debit order has not been approved at your bank yet.',
  NOT_FOUND: 'We could not find your debit order. Please update your payment details.',
  INVALID: 'The collection could not be made.',
  REFERENCE_IN_USE: 'The collection could not be made.',
};

const COLLECTION_FAILURE_FALLBACK = 'The collection could not be made.';

export const collectionFailureReason = (code: CollectionRefusal | string | null | undefined): string => (code && COLLECTION_FAILURE_REASONS[code]) || COLLECTION_FAILURE_FALLBACK;

const PLAIN_WORDS = new Set(Object.values(COLLECTION_FAILURE_REASONS));

/**
 * The plain words for a stored failure reason: collections store the code (identity's refusal or
 * the bank's answer); rows settled before that stored these words already, which are kept.
 */
export const collectionFailureText = (stored: string | null | undefined): string => (stored && PLAIN_WORDS.has(stored) ? stored : collectionFailureReason(stored));
