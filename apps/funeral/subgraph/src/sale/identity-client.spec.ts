import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { FieldValidationError, formatGraphQLError } from '@imali/shared/nest';
import type { FuneralConfig } from '../funeral.config';
import { IdentityClient } from './identity-client';

const client = { idNumber: '9005175123087', firstNames: 'Themba', surname: 'Ndlovu' };

/** Identity's internal API stand-in answering with `status` and `body`. */
async function identityAnswering(status: number, body: unknown): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const identityClient = (url: string) => new IdentityClient({ IDENTITY_INTERNAL_URL: url, INTERNAL_AUTH_SECRET: 'x'.repeat(32) } as FuneralConfig);
const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('IdentityClient (the sale’s calls to identity)', () => {
  let running: Server | undefined;
  afterEach(() => running?.close());

  it('answers a failing identity with SUBGRAPH_UNAVAILABLE, which reaches the buyer as a retry message', async () => {
    const { url, server } = await identityAnswering(500, { error: 'boom' });
    running = server;
    const error = await caught(identityClient(url).ensureClient(client, randomUUID()));
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions['code']).toBe('SUBGRAPH_UNAVAILABLE');
    const shown = formatGraphQLError({ message: (error as GraphQLError).message, extensions: (error as GraphQLError).extensions }, true, () => undefined, error);
    expect(shown).toMatchObject({ message: 'We could not finish your purchase right now. Please try again in a few minutes.', extensions: { code: 'SUBGRAPH_UNAVAILABLE' } });
  });

  it('answers an identity that is down the same way', async () => {
    const error = await caught(identityClient('http://127.0.0.1:9').ensureClient(client, randomUUID()));
    expect((error as GraphQLError).extensions['code']).toBe('SUBGRAPH_UNAVAILABLE');
  });

  it('passes identity’s field errors on under the sale’s field names', async () => {
    const { url, server } = await identityAnswering(400, { fieldErrors: [{ field: 'idNumber', message: 'Invalid ID number' }] });
    running = server;
    const error = await caught(identityClient(url).ensureClient(client, randomUUID()));
    expect(error).toBeInstanceOf(FieldValidationError);
    expect((error as FieldValidationError).extensions['fieldErrors']).toEqual([{ field: 'members.0.idNumber', message: 'Invalid ID number' }]);
  });
});
