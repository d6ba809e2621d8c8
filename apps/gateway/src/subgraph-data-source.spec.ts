import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { GraphQLError } from 'graphql';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ANONYMOUS, INTERNAL_IDENTITY_HEADER, requestHash, verifyIdentity, type CallerIdentity } from '@imali/shared/nest';
import { CLIENT_ADDRESS_HEADER, SubgraphDataSource, type SubgraphCallContext, type SubgraphResponseHeaders } from './subgraph-data-source';

const secret = 's'.repeat(40);
const groupSales: CallerIdentity = {
  userId: 'u-1',
  clientId: 'c-1',
  sessionId: 's-1',
  verification: { registered: true, acceptedTerms: true, otpVerified: true },
  staff: { staffId: 'e-1', roles: ['GROUP_SALES'] },
};

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

describe('SubgraphDataSource: what each subgraph receives and what the gateway makes of the answer', () => {
  let server: Server;
  let url: string;
  const seen: { headers: IncomingHttpHeaders; body: string; url: string }[] = [];
  let answer: Answer;
  const agent = new Agent();
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), url: request.url ?? '' });
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  beforeEach(() => {
    answer = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"data":{"ok":true}}' };
  });
  afterAll(async () => {
    server.close();
    await agent.close();
  });

  const restrict = jest.fn();
  const call = (context: SubgraphCallContext, onResponse?: (headers: SubgraphResponseHeaders, context: SubgraphCallContext) => void) =>
    new SubgraphDataSource({ name: 'groups', url, dispatcher: agent, timeoutMs: 1000, secret, onResponse }).process({
      kind: 'incoming operation',
      request: { query: 'query Q($n: Int) { groups(n: $n) { id } }', variables: { n: 1 }, operationName: 'Q' },
      context,
      incomingRequestContext: { overallCachePolicy: { restrict } },
    } as unknown as GraphQLDataSourceProcessOptions<SubgraphCallContext>);

  it('signs the caller, sign-up steps and staff roles for that subgraph and that exact request, with the address hash', async () => {
    const response = await call({ identity: groupSales, clientAddress: 'abc123' });
    expect(response.data).toEqual({ ok: true });
    const { headers, body, url: path } = seen.at(-1)!;
    expect(JSON.parse(body)).toEqual({ query: 'query Q($n: Int) { groups(n: $n) { id } }', variables: { n: 1 }, operationName: 'Q' });
    expect(headers['content-type']).toBe('application/json');
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('abc123');
    const result = verifyIdentity(headers[INTERNAL_IDENTITY_HEADER], secret, { audience: 'groups', expectedRequestHash: requestHash('POST', path, body) });
    expect(result).toMatchObject({ ok: true, identity: groupSales });
    // Another subgraph refuses the same header.
    expect(verifyIdentity(headers[INTERNAL_IDENTITY_HEADER], secret, { audience: 'funeral' })).toMatchObject({ ok: false, reason: 'wrong audience' });
  });

  it('signs a visitor as anonymous (never an unsigned or missing header)', async () => {
    await call({});
    const { headers } = seen.at(-1)!;
    expect(verifyIdentity(headers[INTERNAL_IDENTITY_HEADER], secret, { audience: 'groups' })).toMatchObject({ ok: true, identity: ANONYMOUS });
    expect(headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
  });

  it('shows every answer’s headers to onResponse and restricts the cache policy to the answer’s cache-control', async () => {
    answer.headers['x-imali-session-refresh'] = '1';
    const onResponse = jest.fn();
    const context = { identity: groupSales };
    await call(context, onResponse);
    expect(onResponse).toHaveBeenCalledTimes(1);
    const [headers, seenContext] = onResponse.mock.calls[0] as [SubgraphResponseHeaders, SubgraphCallContext];
    expect(headers.get('X-Imali-Session-Refresh')).toBe('1');
    expect(seenContext).toBe(context);
    expect(restrict).toHaveBeenLastCalledWith({ maxAge: 0 });
    answer.headers['cache-control'] = 'max-age=30, public';
    await call(context);
    expect(restrict).toHaveBeenLastCalledWith({ maxAge: 30, scope: 'PUBLIC' });
  });

  it('answers a refusal as RemoteGraphQLDataSource does: "<status>: <text>" with the code and the body', async () => {
    answer = { status: 401, headers: { 'content-type': 'application/json' }, body: '{"errors":[{"message":"no"}]}' };
    const onResponse = jest.fn();
    const error = (await call({ identity: groupSales }, onResponse).catch((e: unknown) => e)) as GraphQLError;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.message).toBe('401: Unauthorized');
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', response: { status: 401, statusText: 'Unauthorized', body: { errors: [{ message: 'no' }] } } });
    expect(onResponse).not.toHaveBeenCalled();
  });

  it('refuses an answer that is not a JSON object', async () => {
    answer = { status: 200, headers: { 'content-type': 'text/plain' }, body: 'hello' };
    await expect(call({})).rejects.toThrow('Expected JSON response body, but received: hello');
  });
});

describe('SubgraphDataSource: a subgraph that does not answer', () => {
  it('fails with the connection error, naming the subgraph (the gateway reports it as unavailable)', async () => {
    const agent = new Agent();
    const source = new SubgraphDataSource({ name: 'groups', url: 'http://127.0.0.1:1/graphql', dispatcher: agent, timeoutMs: 1000, secret });
    await expect(
      source.process({ kind: 'incoming operation', request: { query: '{ __typename }' }, context: {}, incomingRequestContext: {} } as unknown as GraphQLDataSourceProcessOptions<SubgraphCallContext>),
    ).rejects.toMatchObject({ message: expect.stringMatching(/ECONNREFUSED/), extensions: { serviceName: 'groups' } });
    await agent.close();
  });
});
