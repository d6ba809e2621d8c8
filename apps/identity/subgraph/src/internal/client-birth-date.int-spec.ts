import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { INTERNAL_IDENTITY_HEADER } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { signedFor, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

const PATH = '/internal/clients/birth-date';

// The route savings uses for a Funeral goal's target date (birth date plus stop-paying age).
describe('identity internal API: a client’s birth date', () => {
  let subgraph: TestSubgraph;
  let internal: IdentityInternalClient;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    internal = new IdentityInternalClient({ baseUrl: subgraph.url, secret: TEST_INTERNAL_SECRET });
  });
  afterAll(() => subgraph.close());

  const insertClient = async (birthDate: string | null, guest = false) => {
    const id = randomUUID();
    await subgraph.em().getConnection().execute(
      `insert into "identity"."client" (id, id_type, birth_date, accepted_terms, is_registration, otp_verification, guest, created_at, updated_at)
       values (?, 'passport', ?, true, false, true, ?, now(), now())`,
      [id, birthDate, guest],
    );
    return id;
  };

  const post = async (payload: unknown, headers?: Record<string, string>) => {
    const body = JSON.stringify(payload);
    const response = await subgraph.fetch(PATH, { method: 'POST', headers: { 'content-type': 'application/json', ...(headers ?? signedFor('identity', visitor, 'POST', PATH, body)) }, body });
    return { status: response.status, json: (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined };
  };

  it('answers the birth date on file as YYYY-MM-DD, through the typed client and the raw route', async () => {
    const clientId = await insertClient('1966-03-14');
    await expect(internal.clientBirthDate(clientId)).resolves.toBe('1966-03-14');
    // 29 February stays itself (no time zone shifts it a day).
    await expect(internal.clientBirthDate(await insertClient('1984-02-29'))).resolves.toBe('1984-02-29');
    expect(await post({ clientId })).toEqual({ status: 200, json: { birthDate: '1966-03-14' } });
  });

  it('answers null for a client without one, an unknown client, a malformed id and a guest record', async () => {
    await expect(internal.clientBirthDate(await insertClient(null))).resolves.toBeNull();
    await expect(internal.clientBirthDate(randomUUID())).resolves.toBeNull();
    await expect(internal.clientBirthDate('not-a-uuid')).resolves.toBeNull();
    await expect(internal.clientBirthDate(await insertClient('1970-01-01', true))).resolves.toBeNull();
  });

  it('answers a body outside the contract with 400 and field errors', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual(expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'clientId', message: expect.any(String) }] }));
  });

  it('refuses unsigned calls, calls signed for another service, route or body, and a wrong secret', async () => {
    const clientId = await insertClient('1966-03-14');
    const json = JSON.stringify({ clientId });
    expect((await post({ clientId }, {})).status).toBe(401);
    expect((await post({ clientId }, { [INTERNAL_IDENTITY_HEADER]: 'not-a-signature' })).status).toBe(401);
    expect((await post({ clientId }, signedFor('savings', visitor, 'POST', PATH, json))).status).toBe(401);
    expect((await post({ clientId }, signedFor('identity', visitor, 'POST', '/internal/clients/id-number', json))).status).toBe(401);
    expect((await post({ clientId }, signedFor('identity', visitor, 'POST', PATH, JSON.stringify({ clientId: randomUUID() })))).status).toBe(401);
    const wrongSecret = new IdentityInternalClient({ baseUrl: subgraph.url, secret: 'another-secret-that-is-long-enough-0000' });
    const error = await wrongSecret.clientBirthDate(clientId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions['code']).toBe('SUBGRAPH_UNAVAILABLE');
  });
});
