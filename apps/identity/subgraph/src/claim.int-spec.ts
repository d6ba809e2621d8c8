import { randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { signedFor, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import type { CallerIdentity } from '@imali/shared/nest';
import { definition } from './subgraph.definition';
import { SESSION_SET_HEADER } from './auth/session-token';
import { ClientEntity } from './client/client.entity';
import { UserAccountEntity } from './auth/user-account.entity';
import { OutboxMessageEntity } from './messaging/outbox-message.entity';

const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id clientId } } }';
const MY_CLIENT = '{ myClient { id firstNames surname cellNumbers email bankAccounts { accountNo } } }';

let serial = 1000 + Math.floor(Math.random() * 3000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1991-02-14', serial: serial++ })!;

describe("identity subgraph: claiming a guest sale's record", () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  });
  afterAll(() => subgraph.close());

  const internal = async (path: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    const response = await subgraph.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', path, body) }, body });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const resolve = async (token: string) => (await internal('/internal/sessions/resolve', { token })).json['identity'] as CallerIdentity;

  /** A visitor's sale as funeral makes it: a guest record with the sale's cell number, and a bank account. */
  async function guestSale(idNumber: string) {
    const { json } = await internal('/internal/clients/ensure', { client: { idNumber, firstNames: 'Bongani', surname: 'Zulu', cellNumber: '0821112299' }, key: randomUUID() });
    const clientId = json['clientId'] as string;
    const account = await internal('/internal/bank-accounts/ensure', { clientId, account: { branchCode: '470010', accountNo: '1098765432', idempotencyKey: randomUUID() } });
    expect(account.status).toBe(200);
    return clientId;
  }
  async function signUp(input: Record<string, unknown>) {
    const result = await subgraph.graphql<{ signUp: { user: { clientId: string } } }>(SIGN_UP, { i: { idType: 'rsa_id', email: `${randomUUID()}@example.co.za`, password: 'a long enough password', ...input } });
    expect(result.errors).toBeUndefined();
    const token = (result.headers.get(SESSION_SET_HEADER) ?? '').split(';')[0]!;
    return { token, identity: await resolve(token) };
  }

  it("signing up with a guest buyer's ID number makes a record of its own and never attaches the sale's", async () => {
    const idNumber = newIdNumber();
    const guestId = await guestSale(idNumber);
    const { identity } = await signUp({ idNumber });
    expect(identity.clientId).not.toBe(guestId);
    const me = await subgraph.graphql(MY_CLIENT, {}, identity);
    expect(JSON.stringify(me)).not.toMatch(/Bongani|1098765432|0821112299/);
    expect(await subgraph.em().findOneOrFail(ClientEntity, { id: guestId })).toMatchObject({ guest: true, firstNames: 'Bongani' });
  });

  it("with the sale's clientId: nothing of the record before the OTP, which goes to the sale's cell number; then the account has it", async () => {
    const idNumber = newIdNumber();
    const guestId = await guestSale(idNumber);
    const { token, identity } = await signUp({ idNumber, clientId: guestId });
    expect(identity.clientId).not.toBe(guestId);
    expect(identity.verification?.otpVerified ?? false).toBe(false);
    const before = await subgraph.graphql(MY_CLIENT, {}, identity);
    expect(JSON.stringify(before)).not.toMatch(new RegExp(`Bongani|Zulu|1098765432|0821112299|${guestId}`));
    // The claimant's own details do not change where the code goes.
    await subgraph.graphql('mutation { updateMyProfile(input: { cellNumbers: ["0839998877"] }) { id } }', {}, identity);
    const sent = await subgraph.graphql<{ sendOTP: { destination: string } }>('mutation { sendOTP(communicationType: SMS) { destination } }', {}, identity);
    expect(sent.data?.sendOTP.destination).toBe('082 *** **99');
    const message = await subgraph.em().findOneOrFail(OutboxMessageEntity, { clientId: identity.clientId }, { orderBy: { createdAt: 'desc' } });
    const code = /(\d{4})/.exec(message.body)![1]!;
    const confirmed = await subgraph.graphql<{ confirmOTP: boolean }>('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code }, identity);
    expect(confirmed.errors).toBeUndefined();
    const after = await resolve(token);
    expect(after.clientId).toBe(guestId);
    expect(after.verification?.otpVerified).toBe(true);
    const me = await subgraph.graphql<{ myClient: { firstNames: string; cellNumbers: string[] } }>('{ myClient { firstNames cellNumbers } }', {}, after);
    expect(me.data?.myClient).toEqual({ firstNames: 'Bongani', cellNumbers: ['0821112299'] });
    expect(await subgraph.em().findOne(ClientEntity, { id: identity.clientId! })).toBeNull();
    expect(await subgraph.em().findOneOrFail(ClientEntity, { id: guestId })).toMatchObject({ guest: false, otpVerification: true });
  });

  it('a claim with another ID number or an unknown id answers the same mismatch', async () => {
    const idNumber = newIdNumber();
    const guestId = await guestSale(idNumber);
    const mismatch = [{ field: 'idNumber', message: expect.stringContaining('does not match') }];
    for (const input of [{ idNumber: newIdNumber(), clientId: guestId }, { idNumber, clientId: randomUUID() }]) {
      const result = await subgraph.graphql(SIGN_UP, { i: { idType: 'rsa_id', email: `${randomUUID()}@example.co.za`, password: 'a long enough password', ...input } });
      expect(result.errors?.[0]?.extensions?.['fieldErrors']).toEqual(mismatch);
    }
    expect(await subgraph.em().count(UserAccountEntity, { pendingClaimClientId: guestId })).toBe(0);
  });
});
