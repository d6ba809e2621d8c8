import { GraphQLError } from 'graphql';

/** Ours (docs/decisions/funeral-cancellation.md): a cancelled policy takes no further changes. */
export const POLICY_CANCELLED_MESSAGE = 'This policy is cancelled and cannot be changed';
/**
 * Ours (docs/decisions/funeral-lapse-ends-cover.md): a lapsed policy's debit order was cancelled
 * and nothing is collected on it, so a new account or day would make a live debit order for no cover.
 */
export const POLICY_LAPSED_MESSAGE = 'This policy has lapsed, so its payment details cannot be changed';

/**
 * A business rule said no (not a field's format): BAD_USER_INPUT with the rule's message and a
 * reason code the screen may switch on.
 */
export function policyRefusal(message: string, reason: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason } });
}
