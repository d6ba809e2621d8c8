import { gql } from '@apollo/client';
import { createApolloClient } from './create-apollo-client';

const QUERY = gql`
  query ShellMe {
    me {
      id
      clientId
    }
  }
`;

describe('createApolloClient', () => {
  it('POSTs to the same-origin gateway with cookies and the CSRF-prevention header', async () => {
    const fetch = jest.fn(async (_uri: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { me: { __typename: 'User', id: 'u1', clientId: 'c1' } } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const client = createApolloClient({ fetch });
    const result = await client.query({ query: QUERY });

    expect(result.data).toEqual({ me: { __typename: 'User', id: 'u1', clientId: 'c1' } });
    const [uri, init] = fetch.mock.calls[0];
    expect(uri).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('apollo-require-preflight')).toBe('true');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'ShellMe' });
  });

  it('answers the first operation of a pending name from the answer already on its way, and sends the next', async () => {
    const me = { me: { __typename: 'User', id: 'u1', clientId: 'c1' } };
    const fetch = jest.fn(async () => new Response(JSON.stringify({ data: { me: { __typename: 'User', id: 'u2', clientId: 'c2' } } }), { headers: { 'content-type': 'application/json' } }));
    let settle!: (data: Record<string, unknown> | undefined) => void;
    const answer = new Promise<Record<string, unknown> | undefined>((resolve) => (settle = resolve));
    const client = createApolloClient({ fetch, pending: { operationName: 'ShellMe', answer } });
    const first = client.query({ query: QUERY });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    settle(me);
    expect((await first).data).toEqual(me);
    expect(fetch).not.toHaveBeenCalled();
    // Once: a later check goes to the server.
    expect((await client.query({ query: QUERY, fetchPolicy: 'network-only' })).data).toEqual({ me: { __typename: 'User', id: 'u2', clientId: 'c2' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the operation as usual when the pending answer settles with nothing, and leaves other operations alone', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ data: { me: null } }), { headers: { 'content-type': 'application/json' } }));
    const client = createApolloClient({ fetch, pending: { operationName: 'ShellMe', answer: Promise.resolve(undefined) } });
    await client.query({ query: gql`query Other { me { id clientId } }` });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await client.query({ query: QUERY, fetchPolicy: 'network-only' })).data).toEqual({ me: null });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("answers each of several pending names (the session check and the page's first data) once, from its own answer", async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ data: { me: null } }), { headers: { 'content-type': 'application/json' } }));
    const page = { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi' } };
    const client = createApolloClient({
      fetch,
      pending: [
        { operationName: 'ShellMe', answer: Promise.resolve({ me: { __typename: 'User', id: 'u1', clientId: 'c1' } }) },
        { operationName: 'DebtDashboard', answer: Promise.resolve(page), until: Date.now() + 60_000 },
      ],
    });
    expect((await client.query({ query: gql`query DebtDashboard { myClient { id firstNames } }` })).data).toEqual(page);
    expect((await client.query({ query: QUERY })).data).toEqual({ me: { __typename: 'User', id: 'u1', clientId: 'c1' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the operation as usual once its pending answer is too old to show', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Fresh' } } }), { headers: { 'content-type': 'application/json' } }));
    const stale = { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Stale' } };
    const client = createApolloClient({ fetch, pending: { operationName: 'DebtDashboard', answer: Promise.resolve(stale), until: Date.now() - 1 } });
    expect((await client.query({ query: gql`query DebtDashboard { myClient { id firstNames } }` })).data).toEqual({ myClient: { __typename: 'Client', id: 'c1', firstNames: 'Fresh' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the operation as usual once its pending answer was taken another way (written into the cache first)', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Fresh' } } }), { headers: { 'content-type': 'application/json' } }));
    const earlier = { operationName: 'DebtDashboard', answer: Promise.resolve({ myClient: { __typename: 'Client', id: 'c1', firstNames: 'Earlier' } }), until: Date.now() + 60_000 };
    const client = createApolloClient({ fetch, pending: earlier });
    Object.assign(earlier, { taken: true });
    const query = gql`query DebtDashboard { myClient { id firstNames } }`;
    expect((await client.query({ query, fetchPolicy: 'network-only' })).data).toEqual({ myClient: { __typename: 'Client', id: 'c1', firstNames: 'Fresh' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('normalises Client records by id, so every area merges into one record', async () => {
    const fetch = jest.fn(async () =>
      new Response(JSON.stringify({ data: { myClient: { __typename: 'Client', id: 'c1', firstNames: 'Thandi' } } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const client = createApolloClient({ uri: '/gateway', fetch });
    await client.query({ query: gql`query ShellMyClient { myClient { id firstNames } }` });
    const id = client.cache.identify({ __typename: 'Client', id: 'c1' });
    expect(id).toBeDefined();
    expect(client.cache.extract()).toHaveProperty([id as string, 'firstNames'], 'Thandi');
  });

  it('reports an UNAUTHENTICATED answer with the operation name, and passes the result on', async () => {
    const fetch = jest.fn(async () =>
      new Response(
        JSON.stringify({ data: { myClient: null }, errors: [{ message: 'Please sign in to continue', extensions: { code: 'UNAUTHENTICATED' } }] }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ fetch, onUnauthenticated });
    await expect(client.query({ query: gql`query SavingsOverview { myClient { id } }` })).rejects.toThrow('Please sign in to continue');
    expect(onUnauthenticated).toHaveBeenCalledWith('SavingsOverview');
  });

  it('does not report other errors', async () => {
    const fetch = jest.fn(async () =>
      new Response(JSON.stringify({ data: null, errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ fetch, onUnauthenticated });
    await expect(client.query({ query: gql`query DebtDashboard { myClient { id } }` })).rejects.toThrow('Boom');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
