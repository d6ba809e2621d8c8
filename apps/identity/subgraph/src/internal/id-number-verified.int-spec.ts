import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { PiiCipher } from '@imali/shared/nest';
import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { clientIdentity, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

let serial = 5000 + Math.floor(Math.random() * 4000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1984-03-09', serial: serial++ })!;
const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);

// Client.idNumberVerified and the two routes the debt subgraph uses: the client passed the credit
// bureau's identity questions for their current ID number (recorded only for that number).
describe('identity: ID number verified with the credit bureau', () => {
  let subgraph: TestSubgraph;
  let internal: IdentityInternalClient;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    internal = new IdentityInternalClient({ baseUrl: subgraph.url, secret: TEST_INTERNAL_SECRET });
  });
  afterAll(() => subgraph.close());

  const insertClient = async (idNumber: string | null, values: { income?: number; verifiedAt?: Date; guest?: boolean } = {}) => {
    const id = randomUUID();
    await subgraph.em().getConnection().execute(
      `insert into "identity"."client" (id, id_type, id_number_encrypted, id_number_hash, accepted_terms, is_registration, otp_verification, income, id_number_verified_at, guest, created_at, updated_at)
       values (?, 'rsa_id', ?, ?, true, false, true, ?, ?, ?, now(), now())`,
      [id, idNumber ? cipher.encrypt(idNumber) : null, idNumber ? cipher.lookupHash(idNumber) : null, values.income ?? null, values.verifiedAt ?? null, values.guest ?? false],
    );
    return id;
  };
  const verifiedFlag = async (clientId: string) =>
    (await subgraph.graphql<{ myClient: { idNumberVerified: boolean } }>('{ myClient { idNumberVerified } }', {}, clientIdentity(clientId))).data!.myClient.idNumberVerified;

  it('records a pass only for the client’s current ID number, and shows it on Client', async () => {
    const idNumber = newIdNumber();
    const clientId = await insertClient(idNumber, { income: 18_500.5 });
    expect(await internal.clientIdNumber(clientId)).toEqual({ idNumber, idNumberVerified: false, incomeCents: 1_850_050 });
    expect(await verifiedFlag(clientId)).toBe(false);
    expect(await internal.recordIdNumberVerified(clientId, newIdNumber())).toBe(false);
    expect(await internal.recordIdNumberVerified(randomUUID(), idNumber)).toBe(false);
    expect(await internal.recordIdNumberVerified(clientId, idNumber)).toBe(true);
    expect(await internal.clientIdNumber(clientId)).toEqual({ idNumber, idNumberVerified: true, incomeCents: 1_850_050 });
    expect(await verifiedFlag(clientId)).toBe(true);
  });

  it('answers an unknown client, a malformed id and a guest record as nothing on file', async () => {
    const none = { idNumber: null, idNumberVerified: false, incomeCents: null };
    expect(await internal.clientIdNumber(randomUUID())).toEqual(none);
    expect(await internal.clientIdNumber('not-a-uuid')).toEqual(none);
    const guest = await insertClient(newIdNumber(), { guest: true });
    expect(await internal.clientIdNumber(guest)).toEqual(none);
    expect(await internal.recordIdNumberVerified('not-a-uuid', newIdNumber())).toBe(false);
  });

  it('clears the flag when the ID number is set or changed', async () => {
    // A client without an ID number whose flag is (somehow) set: setting a number clears it.
    const clientId = await insertClient(null, { verifiedAt: new Date() });
    const result = await subgraph.graphql<{ updateMyProfile: { idNumberVerified: boolean } }>(
      'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { idNumberVerified } }',
      { i: { idType: 'rsa_id', idNumber: newIdNumber() } },
      clientIdentity(clientId),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateMyProfile.idNumberVerified).toBe(false);
    const rows = await subgraph.em().getConnection().execute<{ id_number_verified_at: Date | null }[]>('select id_number_verified_at from "identity"."client" where id = ?', [clientId]);
    expect(rows[0]!.id_number_verified_at).toBeNull();
  });
});
