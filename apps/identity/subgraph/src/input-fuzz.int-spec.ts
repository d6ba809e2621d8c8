import { randomBytes, randomUUID } from 'node:crypto';
import { buildSaIdNumber } from '@imali/shared/validation';
import { FRESH_KEY, clientIdentity, fuzzSubgraph, introspect, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from './subgraph.definition';

let serial = 1000 + Math.floor(Math.random() * 3000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1991-03-14', serial: serial++ })!;

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor, as a client with a record and as one without: bad input is answered (BAD_USER_INPUT
// and the like), never a fault. Each hostile value replaces one part of a valid call, so it
// reaches the services and the database.
describe('identity: no input gives a fault', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  }, 60_000);
  afterAll(() => subgraph?.close());

  it('refuses a NUL character, over-long text and a malformed id before any resolver, naming the field', async () => {
    const client = clientIdentity();
    const answers = await Promise.all([
      subgraph.graphql('query($id: ID!) { bankaccount(id: $id) { id } }', { id: 'not-a-uuid' }, client),
      subgraph.graphql('mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id } }', { i: { nickName: 'T\u0000' } }, client),
      subgraph.graphql('mutation($i: CreateLeadInput!) { createLead(input: $i) { id } }', { i: { firstName: 'a'.repeat(100_000), cellNumber: '0821234567', talkAbout: 'Savings', idempotencyKey: randomUUID() } }),
    ]);
    expect(answers.map((a) => [a.status, a.errors?.[0]?.extensions?.['code'], a.errors?.[0]?.extensions?.['field'], a.errors?.[0]?.message])).toEqual([
      [200, 'BAD_USER_INPUT', 'id', 'Invalid id'],
      [200, 'BAD_USER_INPUT', 'i.nickName', 'This text holds a character that is not allowed'],
      [200, 'BAD_USER_INPUT', 'i.firstName', 'At most 10000 characters'],
    ]);
    expect(answers[0]?.errors?.[0]?.extensions).not.toHaveProperty('http');
  });

  it("refuses a guest sale's over-long or NUL-holding client details on the internal route with 400, not 500", async () => {
    const ensure = async (client: Record<string, unknown>) => {
      const body = JSON.stringify({ client: { idNumber: newIdNumber(), cellNumber: '0821234567', ...client }, key: randomUUID() });
      const response = await subgraph.fetch('/internal/clients/ensure', { method: 'POST', headers: { 'content-type': 'application/json', ...signedFor('identity', visitor, 'POST', '/internal/clients/ensure', body) }, body });
      return { status: response.status, field: ((await response.json()) as { field?: string }).field };
    };
    expect(await ensure({ firstNames: 'a'.repeat(100_000) })).toEqual({ status: 400, field: 'firstNames' });
    expect(await ensure({ surname: 'b'.repeat(101) })).toEqual({ status: 400, field: 'surname' });
    expect(await ensure({ idType: 'x'.repeat(50), idNumber: 'P1234567' })).toEqual({ status: 400, field: 'idType' });
    expect(await ensure({ idType: 'oth_id', idNumber: 'P'.repeat(21) })).toEqual({ status: 400, field: 'idNumber' });
    expect((await ensure({ firstNames: 'Bongani' })).status).toBe(200);
  });

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    const signUp = await subgraph.graphql<{ signUp: { user: { clientId: string } } }>('mutation($i: SignUpInput!) { signUp(input: $i) { user { clientId } } }', {
      i: { idType: 'rsa_id', idNumber: newIdNumber(), email: `${randomUUID()}@example.co.za`, password: 'a long enough password' },
    });
    const client = clientIdentity(signUp.data!.signUp.user.clientId);
    const schema = await introspect(subgraph);
    const report = await fuzzSubgraph(subgraph, schema, [visitor, client, clientIdentity()], {
      valid: {
        hasExistingUser: { idNumber: newIdNumber(), idType: 'rsa_id' },
        getTemplate: { name: 'CONST_TERMS' },
        signIn: { input: { username: 'nobody@example.co.za', password: 'a long enough password' } },
        signUp: { input: { idType: 'rsa_id', idNumber: newIdNumber(), email: 'fuzz@example.co.za', password: 'a long enough password' } },
        sendOTP: { communicationType: 'SMS' },
        confirmOTP: { OTP: '1234' },
        updateMyProfile: { input: { title: 'Ms', firstNames: 'Thandi', surname: 'Nkosi', nickName: 'Tee', gender: 'FEMALE', email: 'thandi@example.co.za', cellNumbers: ['0821234567'], marketingConsent: true, income: 12000 } },
        createLead: { input: { firstName: 'Thandi', surname: 'Nkosi', cellNumber: '0821234567', email: 'thandi@example.co.za', talkAbout: 'Savings', message: 'Call me', routing: 'sav', idempotencyKey: FRESH_KEY } },
        createBankAccount: { input: { branchCode: '470010', accountNo: '1234567890', ownAccount: true, idempotencyKey: FRESH_KEY } },
        updateBankAccount: { input: { branchCode: '470010', accountNo: '1234567890', ownAccount: true } },
      },
    });
    expect(report.calls).toBeGreaterThan(1_000);
    expect(report.faults).toEqual([]);
    // The valid calls got through, so the hostile variants of them reached the services.
    const reached = ['Query.getTemplate', 'Query.hasExistingUser', 'Mutation.signUp', 'Mutation.updateMyProfile', 'Mutation.createLead', 'Mutation.createBankAccount'];
    expect(reached.filter((field) => !report.outcomes[field]?.['OK'])).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 600_000);
});
