import { createApolloClient } from '@imali/shared/web';
import { ShellMeDocument } from '../gql/graphql';
import { pendingSessionCheck, seedPrefetchedSession } from './seed-prefetched-session';

const signedIn = { me: { id: 'u-1', clientId: 'c-1', __typename: 'User' }, myClient: { id: 'c-1', firstNames: 'Thandiwe', isRegistration: false, acceptedTerms: true, otpVerification: true, __typename: 'Client' } };
const fromServer = { me: null, myClient: null };

function clientCountingRequests(pending?: ReturnType<typeof pendingSessionCheck>) {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: fromServer }), { headers: { 'content-type': 'application/json' } }));
  return { client: createApolloClient({ uri: 'http://shell.test/graphql', fetch: fetchMock as unknown as typeof fetch, pending }), fetchMock };
}

describe('the prefetched session check in the shell', () => {
  it('answers the session check from an answer already in, with no request', async () => {
    const prefetched = { data: signedIn, answer: Promise.resolve(signedIn) };
    expect(pendingSessionCheck(prefetched)).toBeUndefined();
    const { client, fetchMock } = clientCountingRequests(pendingSessionCheck(prefetched));
    expect(seedPrefetchedSession(client, prefetched)).toBe(true);
    const { data } = await client.query({ query: ShellMeDocument });
    expect(data).toEqual(signedIn);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for a check still on its way instead of sending a second one', async () => {
    let settle!: (data: Record<string, unknown> | undefined) => void;
    const prefetched = { answer: new Promise<Record<string, unknown> | undefined>((resolve) => (settle = resolve)) };
    const { client, fetchMock } = clientCountingRequests(pendingSessionCheck(prefetched));
    expect(seedPrefetchedSession(client, prefetched)).toBe(false);
    const check = client.query({ query: ShellMeDocument });
    await new Promise((resolve) => setTimeout(resolve, 0));
    settle(signedIn);
    expect((await check).data).toEqual(signedIn);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the early check kept nothing (an error, nobody signed in), or there was none', async () => {
    const prefetched = { answer: Promise.resolve(undefined) };
    const { client, fetchMock } = clientCountingRequests(pendingSessionCheck(prefetched));
    expect(seedPrefetchedSession(client, prefetched)).toBe(false);
    expect((await client.query({ query: ShellMeDocument })).data).toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pendingSessionCheck(undefined)).toBeUndefined();
    expect(seedPrefetchedSession(client, undefined)).toBe(false);
  });
});
