import { createApolloClient } from '@imali/shared/web';
import { ShellMeDocument } from '../gql/graphql';
import { gql } from '@apollo/client';
import { pageDataPending, pendingSessionCheck, seedAnsweredQueries } from './seed-prefetched-session';

const signedIn = { me: { id: 'u-1', clientId: 'c-1', __typename: 'User' }, myClient: { id: 'c-1', firstNames: 'Thandiwe', isRegistration: false, acceptedTerms: true, otpVerification: true, __typename: 'Client' } };
const fromServer = { me: null, myClient: null };

function clientCountingRequests(pending?: ReturnType<typeof pendingSessionCheck>) {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: fromServer }), { headers: { 'content-type': 'application/json' } }));
  return { client: createApolloClient({ uri: 'http://shell.test/graphql', fetch: fetchMock as unknown as typeof fetch, pending }), fetchMock };
}

describe('the prefetched session check in the shell', () => {
  it('answers the session check from an answer already in, with no request; a later check goes to the server', async () => {
    const prefetched = { data: signedIn, answer: Promise.resolve(signedIn) };
    const pending = pendingSessionCheck(prefetched);
    const { client, fetchMock } = clientCountingRequests(pending);
    expect(seedAnsweredQueries(client, [{ data: prefetched.data, pending, document: ShellMeDocument }])).toBe(1);
    const { data } = await client.query({ query: ShellMeDocument });
    expect(data).toEqual(signedIn);
    expect(fetchMock).not.toHaveBeenCalled();
    // The re-check on an expired session must ask the server, never take the early answer again.
    expect((await client.query({ query: ShellMeDocument, fetchPolicy: 'network-only' })).data).toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for a check still on its way instead of sending a second one', async () => {
    let settle!: (data: Record<string, unknown> | undefined) => void;
    const prefetched = { answer: new Promise<Record<string, unknown> | undefined>((resolve) => (settle = resolve)) };
    const pending = pendingSessionCheck(prefetched);
    const { client, fetchMock } = clientCountingRequests(pending);
    expect(seedAnsweredQueries(client, [{ data: undefined, pending, document: ShellMeDocument }])).toBe(0);
    const check = client.query({ query: ShellMeDocument });
    await new Promise((resolve) => setTimeout(resolve, 0));
    settle(signedIn);
    expect((await check).data).toEqual(signedIn);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the early check kept nothing (an error, nobody signed in), or there was none', async () => {
    const prefetched = { answer: Promise.resolve(undefined) };
    const { client, fetchMock } = clientCountingRequests(pendingSessionCheck(prefetched));
    expect((await client.query({ query: ShellMeDocument })).data).toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pendingSessionCheck(undefined)).toBeUndefined();
  });
});

describe("seedAnsweredQueries: a page's first data (docs/decisions/signed-in-first-paint.md)", () => {
  const DebtDashboard = gql`
    query DebtDashboard {
      myClient {
        id
        income
      }
    }
  `;
  const earlier = { myClient: { __typename: 'Client', id: 'c-1', income: 100 } };

  it("writes what has answered into the cache and marks it taken: the page reads it at once, a refetch goes to the server", async () => {
    const prefetched = { operationName: 'DebtDashboard', sentAt: Date.now(), data: earlier, answer: Promise.resolve(earlier) };
    const pending = pageDataPending(prefetched);
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: { myClient: { __typename: 'Client', id: 'c-1', income: 200 } } }), { headers: { 'content-type': 'application/json' } }));
    const client = createApolloClient({ uri: 'http://shell.test/graphql', fetch: fetchMock as unknown as typeof fetch, pending: [pending] });
    expect(seedAnsweredQueries(client, [{ data: prefetched.data, pending, document: DebtDashboard }])).toBe(1);
    expect(client.readQuery({ query: DebtDashboard })).toEqual(earlier);
    expect(pending.taken).toBe(true);
    expect((await client.query({ query: DebtDashboard, fetchPolicy: 'network-only' })).data).toEqual({ myClient: { __typename: 'Client', id: 'c-1', income: 200 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('writes nothing without an answer or without the document, and leaves the pending answer for the page', () => {
    const { client } = clientCountingRequests();
    const unanswered = { operationName: 'DebtDashboard', sentAt: Date.now(), answer: new Promise<undefined>(() => undefined) };
    const pending = pageDataPending(unanswered);
    expect(seedAnsweredQueries(client, [{ data: undefined, pending, document: DebtDashboard }, { data: earlier, document: undefined }])).toBe(0);
    expect(pending.taken).toBeUndefined();
    expect(client.readQuery({ query: DebtDashboard })).toBeNull();
  });
});
