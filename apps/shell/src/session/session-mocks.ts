// Mocked answers of the session check for component specs (MockedProvider).
import { ShellMeDocument } from '../gql/graphql';
import { SESSION_HINT_KEY, type SessionClient } from './use-session';

/**
 * A browser that was signed in last time (the session check's answer is awaited, not taken for
 * a visitor's): call in beforeEach of specs that render as a signed-in client; clear after.
 */
export function asReturningClient(): void {
  localStorage.setItem(SESSION_HINT_KEY, '1');
}

export const REGISTERED_CLIENT: SessionClient & { __typename: 'Client' } = {
  __typename: 'Client',
  id: 'c1',
  firstNames: 'Thandi',
  isRegistration: false,
  acceptedTerms: true,
  otpVerification: true,
};

/** ShellMe for a visitor (null) or a signed-in client whose flags differ from REGISTERED_CLIENT by `flags`. */
export function sessionMock(flags: Partial<SessionClient> | null, { times = Number.POSITIVE_INFINITY } = {}) {
  return {
    request: { query: ShellMeDocument },
    result: {
      data: {
        me: flags ? { __typename: 'User' as const, id: 'u1', clientId: 'c1' } : null,
        myClient: flags ? { ...REGISTERED_CLIENT, ...flags } : null,
      },
    },
    maxUsageCount: times,
  };
}
