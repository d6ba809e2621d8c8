import { OptimisticLockError } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';

export const CHANGED_MEANWHILE_MESSAGE = 'This record was changed by another request at the same time. Please reload it and try again.';

/**
 * A write that would overwrite a change made since the record was read (its version moved on):
 * the caller is told to reload, as a business refusal (BAD_USER_INPUT with a reason code), never
 * a fault and never a silent overwrite.
 */
export class ChangedMeanwhileError extends GraphQLError {
  constructor() {
    super(CHANGED_MEANWHILE_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', reason: 'CHANGED_MEANWHILE' } });
  }
}

/** Runs `work` (a flush or a transaction); an optimistic-lock failure becomes ChangedMeanwhileError. */
export async function refuseStaleWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OptimisticLockError) throw new ChangedMeanwhileError();
    throw error;
  }
}
