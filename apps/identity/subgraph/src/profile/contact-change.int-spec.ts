import { randomUUID } from 'node:crypto';
import { clientIdentity, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { PiiCipher, type CallerIdentity } from '@imali/shared/nest';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { OutboxMessageEntity } from '../messaging/outbox-message.entity';

const UPDATE = 'mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { cellNumbers email pendingContactChanges { field destination } } }';
const CONFIRM = 'mutation($c: String!) { confirmContactChange(OTP: $c) { cellNumbers email pendingContactChanges { field } } }';
type Profile = { cellNumbers: string[]; email: string | null; pendingContactChanges: { field: string; destination?: string }[] };
const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);

describe('identity subgraph: changing a proven cell number or e-mail', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  async function client(otpVerification: boolean): Promise<{ identity: CallerIdentity; email: string }> {
    const email = `contact.${randomUUID()}@example.co.za`;
    const em = subgraph.em();
    const row = em.create(ClientEntity, { firstNames: 'Ayanda', email, cellNumbers: ['0821110000', '0845550001'], acceptedTerms: otpVerification, isRegistration: !otpVerification, otpVerification });
    await em.flush();
    return {
      identity: clientIdentity(row.id, { registered: otpVerification, acceptedTerms: otpVerification, otpVerified: otpVerification }),
      email,
    };
  }
  /** What was sent to `destination` (newest first). */
  const sentTo = async (clientId: string, destination: string) =>
    (await subgraph.em().find(OutboxMessageEntity, { clientId }, { orderBy: { createdAt: 'desc' } })).filter((m) => cipher.decrypt(m.destinationEncrypted) === destination).map((m) => m.body);
  const codeIn = (body: string) => /(\d{4})/.exec(body)![1]!;

  it('a new cell number waits for the OTP sent to it; the old one is told; then it applies', async () => {
    const { identity } = await client(true);
    const asked = await subgraph.graphql<{ updateMyProfile: Profile }>(UPDATE, { i: { cellNumbers: ['0839990000', '0845550001'] } }, identity);
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.updateMyProfile).toEqual({ cellNumbers: ['0821110000', '0845550001'], email: expect.any(String), pendingContactChanges: [{ field: 'cellNumber', destination: '083 *** **00' }] });
    const [toNew] = await sentTo(identity.clientId!, '0839990000');
    const [notice] = await sentTo(identity.clientId!, '0821110000');
    expect(notice).toMatch(/change the cell number .* to 083 \*\*\* \*\*00/);
    expect(notice).not.toMatch(/\d{4}\./);
    const code = codeIn(toNew!);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await subgraph.graphql(CONFIRM, { c: wrong }, identity)).errors?.[0]?.extensions?.['code']).toBe('OTP_INCORRECT');
    const confirmed = await subgraph.graphql<{ confirmContactChange: Profile }>(CONFIRM, { c: code }, identity);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmContactChange).toMatchObject({ cellNumbers: ['0839990000', '0845550001'], pendingContactChanges: [] });
  });

  it('a new e-mail address waits for the OTP sent to it, with a notice to the old one; 3 wrong codes end it', async () => {
    const { identity, email } = await client(true);
    const newEmail = `new.${randomUUID()}@example.co.za`;
    const asked = await subgraph.graphql<{ updateMyProfile: Profile }>(UPDATE, { i: { email: newEmail } }, identity);
    expect(asked.data?.updateMyProfile.email).toBe(email);
    expect(asked.data?.updateMyProfile.pendingContactChanges).toEqual([{ field: 'email', destination: expect.stringMatching(/^n\*+@example\.co\.za$/) }]);
    expect(await sentTo(identity.clientId!, email)).toEqual([expect.stringContaining('change the e-mail address')]);
    const code = codeIn((await sentTo(identity.clientId!, newEmail))[0]!);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0');
    const guesses = await Promise.all([0, 1, 2, 3, 4].map((i) => subgraph.graphql(CONFIRM, { c: wrong(i) }, identity)));
    expect(guesses.filter((g) => g.errors?.[0]?.extensions?.['code'] === 'OTP_INCORRECT').length).toBe(2);
    expect((await subgraph.graphql(CONFIRM, { c: code }, identity)).errors?.[0]?.extensions?.['code']).toBe('OTP_BLOCKED');
    expect((await subgraph.em().findOneOrFail(ClientEntity, { id: identity.clientId! })).email).toBe(email);
  });

  it('during first registration (no proven contact yet) the form sets them as today', async () => {
    const { identity } = await client(false);
    const result = await subgraph.graphql<{ updateMyProfile: Profile }>(UPDATE, { i: { cellNumbers: ['0845556666'], email: 'first@example.co.za' } }, identity);
    expect(result.data?.updateMyProfile).toEqual({ cellNumbers: ['0845556666'], email: 'first@example.co.za', pendingContactChanges: [] });
  });
});
