import { GraphQLError } from 'graphql';

/** Spec credit-record failure text: getChallenge/doChallenge answer with it in `error`, never a 500. */
export const BUREAU_ERROR_MESSAGE = 'An error has occured';
export const MAX_ATTEMPTS_MESSAGE = 'You have reached the maximum of 3 attempts today. Please try again tomorrow.';
export const CHALLENGE_FAILED_MESSAGE = 'Your answers did not match the credit bureau’s records. Please try again.';
/** doChallenge for a set of questions past its lifetime, already answered, or not the caller's (ours; the spec is silent). */
export const CHALLENGE_EXPIRED_MESSAGE = 'These questions have expired. Please ask for new questions.';
export const CHALLENGE_ANSWERED_MESSAGE = 'These questions have been answered already. Please ask for new questions.';
export const CHALLENGE_UNKNOWN_MESSAGE = 'We could not find these questions. Please ask for new questions.';
/**
 * getChallenge/doChallenge for a signed-in client while identity cannot say whose ID number it is
 * (docs/decisions/debt-pass-while-identity-down.md): nothing counted, their questions still stand.
 */
export const IDENTITY_UNAVAILABLE_CHALLENGE_MESSAGE =
  'We could not check your details with your Imali profile right now. This did not count as an attempt. Please try again in a few minutes.';
export const UNDER_DEBT_COUNSELLING_MESSAGE = 'Your budget cannot be changed while you are under debt counselling.';

/** The bureau could not give a verified client's record (down or slow): the dashboard's error state. */
export class BureauUnavailableError extends GraphQLError {
  constructor() {
    super('We could not reach the credit bureau. Please try again in a few minutes.', { extensions: { code: 'BUREAU_UNAVAILABLE' } });
  }
}

export class UnderDebtCounsellingError extends GraphQLError {
  constructor() {
    super(UNDER_DEBT_COUNSELLING_MESSAGE, { extensions: { code: 'UNDER_DEBT_COUNSELLING' } });
  }
}
