import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { SESSION_SET_HEADER } from '../auth/session-token';
import { ClientEntity } from './client.entity';
import { resolveSession } from '../testing/signed-up-client';

// ID types and genders are GraphQL enums (IdType, Gender) with the stored values: a value outside
// them is refused as bad input naming the field, never a fault; a stored value in another case
// (written before the enums) reads as its enum value, and an unknown one as null.
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }';
const UPDATE = 'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id gender } }';
const MY_CLIENT = '{ myClient { id idType gender } }';

let serial = 5000 + Math.floor(Math.random() * 4000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1990-03-14', serial: serial++ })!;

describe('identity: IdType and Gender enums', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  }, 60_000);
  afterAll(() => subgraph?.close());

  const signUp = (idType: string) =>
    subgraph.graphql<{ signUp: { user: { clientId: string } } }>(SIGN_UP, {
      i: { idType, idNumber: newIdNumber(), email: `${randomUUID()}@example.co.za`, password: 'a long enough password' },
    });
  async function registered(): Promise<CallerIdentity> {
    const result = await signUp('rsa_id');
    return resolveSession(subgraph, (result.headers.get(SESSION_SET_HEADER) ?? '').split(';')[0]!);
  }

  it('signs up with an enum ID type and reads it back with the gender from the ID number', async () => {
    const identity = await registered();
    const client = await subgraph.graphql<{ myClient: { idType: string; gender: string } }>(MY_CLIENT, {}, identity);
    expect(client.errors).toBeUndefined();
    expect(client.data?.myClient).toMatchObject({ idType: 'rsa_id', gender: expect.stringMatching(/^(MALE|FEMALE)$/) });
  });

  it.each([['RSA_ID'], ['passport'], ['']])('refuses the ID type %j as BAD_USER_INPUT naming the field', async (idType) => {
    const result = await signUp(idType);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('"i.idType"');
  });

  it('refuses a gender outside the enum as BAD_USER_INPUT naming the field', async () => {
    const identity = await registered();
    const bad = await subgraph.graphql(UPDATE, { i: { gender: 'female' } }, identity);
    expect(bad.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('"i.gender"');
  });

  it('reads stored values in another case as the enum value, and an unknown one as null', async () => {
    const identity = await registered();
    const em = subgraph.em();
    const client = await em.findOneOrFail(ClientEntity, { id: identity.clientId! });
    client.idType = ' RSA_ID ';
    client.gender = 'female';
    await em.flush();
    const read = await subgraph.graphql<{ myClient: { idType: string | null; gender: string | null } }>(MY_CLIENT, {}, identity);
    expect(read.errors).toBeUndefined();
    expect(read.data?.myClient).toMatchObject({ idType: 'rsa_id', gender: 'FEMALE' });

    client.idType = 'drivers_licence';
    client.gender = 'X';
    await em.flush();
    const odd = await subgraph.graphql<{ myClient: { idType: string | null; gender: string | null } }>(MY_CLIENT, {}, identity);
    expect(odd.errors).toBeUndefined();
    expect(odd.data?.myClient).toMatchObject({ idType: null, gender: null });
  });
});
