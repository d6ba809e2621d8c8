import { createApolloClient } from '@imali/shared/web';
import { ShellMeDocument } from '../gql/graphql';
import { ROUTE_HINTS_GLOBAL } from '../route-hints/route-hints-contract';
import { seedPrefetchedSession } from './seed-prefetched-session';

const signedIn = { me: { id: 'u-1', clientId: 'c-1', __typename: 'User' }, myClient: { id: 'c-1', firstNames: 'Thandiwe', isRegistration: false, acceptedTerms: true, otpVerification: true, __typename: 'Client' } };

function clientCountingRequests() {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: { me: null, myClient: null } }), { headers: { 'content-type': 'application/json' } }));
  return { client: createApolloClient({ uri: 'http://shell.test/graphql', fetch: fetchMock as unknown as typeof fetch }), fetchMock };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL];
});

describe('seedPrefetchedSession', () => {
  it('answers the session check from the prefetched answer, with no request, once', async () => {
    (globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL] = { manifests: new Map(), session: { data: signedIn } };
    const { client, fetchMock } = clientCountingRequests();
    expect(seedPrefetchedSession(client)).toBe(true);
    const { data } = await client.query({ query: ShellMeDocument });
    expect(data).toEqual(signedIn);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: a second shell start (or a test) asks the server.
    expect(seedPrefetchedSession(clientCountingRequests().client)).toBe(false);
  });

  it('leaves the check to the server when the prefetch has not answered (or kept nothing)', async () => {
    (globalThis as Record<string, unknown>)[ROUTE_HINTS_GLOBAL] = { manifests: new Map(), session: {} };
    const { client, fetchMock } = clientCountingRequests();
    expect(seedPrefetchedSession(client)).toBe(false);
    expect((await client.query({ query: ShellMeDocument })).data).toEqual({ me: null, myClient: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
