import { GraphQLError } from 'graphql';

/** Spec credit-record failure text: getChallenge/doChallenge answer with it in `error`, never a 500. */
export const BUREAU_ERROR_MESSAGE = 'An error has occured';
export const MAX_ATTEMPTS_MESSAGE = 'You have reached the maximum of 3 attempts today. Please try again tomorrow.';
export const CHALLENGE_FAILED_MESSAGE = 'Your answers did not match the credit bureau’s records. Please try again.';
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
