import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { buildSaIdNumber, REQUIRED_MESSAGE } from '@imali/shared/validation';
import { FieldValidationError } from '@imali/shared/nest';
import { IdentityInternalClient, INVALID_VALUE_MESSAGE } from '@imali/shared/identity-contract';
import { signedFor, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

let serial = 1000 + Math.floor(Math.random() * 3000);
const newIdNumber = () => buildSaIdNumber({ birthDate: '1988-06-21', serial: serial++ })!;

// Identity's internal API as a Nest controller: the contract's schemas on the way in, the
// services' own rules after that, the signed internal header required on every route.
describe('identity internal API (controller + shared client)', () => {
  let subgraph: TestSubgraph;
  let client: IdentityInternalClient;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    client = new IdentityInternalClient({ baseUrl: subgraph.url, secret: TEST_INTERNAL_SECRET });
  });
  afterAll(() => subgraph.close());

  const post = async (path: string, payload: unknown, headers?: Record<string, string>) => {
    const body = JSON.stringify(payload);
    const response = await subgraph.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(headers ?? signedFor('identity', visitor, 'POST', path, body)) }, body });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it('serves valid calls through the typed client: a guest record, its bank account, ownership', async () => {
    const key = randomUUID();
    const made = await client.ensureClient({ idNumber: newIdNumber(), firstNames: 'Lerato', surname: 'Mokoena', cellNumber: '0821239876' }, key);
    expect(made.created).toBe(true);
    const account = await client.ensureBankAccount(made.clientId, { branchCode: '250655', accountNo: '62001234567', idempotencyKey: randomUUID() });
    expect(account).toMatchObject({ bankName: 'FNB', branchCode: '250655' });
    await expect(client.ownsBankAccount(made.clientId, account.id)).resolves.toEqual({ owned: true, ownAccount: true });
    await expect(client.ownsBankAccount(randomUUID(), account.id)).resolves.toEqual({ owned: false });
    await expect(client.resolveSession('not-a-session-token-but-long-enough')).resolves.toBeNull();
  });

  it('answers a body outside the contract with 400 and field errors, before any service runs', async () => {
    const missing = await post('/internal/clients/ensure', { key: randomUUID() });
    expect(missing).toEqual({ status: 400, json: expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'client', message: REQUIRED_MESSAGE }] }) });
    const wrongKind = await post('/internal/bank-accounts/ensure', { clientId: randomUUID(), account: { branchCode: 250655, accountNo: '62001234567' } });
    expect(wrongKind).toEqual({ status: 400, json: expect.objectContaining({ fieldErrors: [{ field: 'branchCode', message: INVALID_VALUE_MESSAGE }], field: 'branchCode' }) });
    expect((await post('/internal/bank-accounts/owned', { clientId: randomUUID() })).status).toBe(400);
    expect((await post('/internal/sessions/resolve', { token: ['x'] })).status).toBe(400);
  });

  it("answers the services' own rules with 400 and their messages, which the client reports under the caller's prefix", async () => {
    const invalid = await post('/internal/clients/ensure', { client: { idNumber: '123' }, key: randomUUID() });
    expect(invalid.status).toBe(400);
    expect(invalid.json['fieldErrors']).toEqual([{ field: 'idNumber', message: 'Invalid ID number' }]);
    const error = await client.ensureClient({ idNumber: '123' }, randomUUID(), { fieldPrefix: 'members.0' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldValidationError);
    expect((error as FieldValidationError).fieldErrors).toEqual([{ field: 'members.0.idNumber', message: 'Invalid ID number' }]);
    // A bank account for a client identity does not hold: a refusal, which the caller reads as "try again".
    const unknownClient = await post('/internal/bank-accounts/ensure', { clientId: randomUUID(), account: { branchCode: '250655', accountNo: '62001234567' } });
    expect(unknownClient.status).toBe(403);
    const refused = await client.ensureBankAccount(randomUUID(), { branchCode: '250655', accountNo: '62001234567' }).catch((e: unknown) => e);
    expect((refused as GraphQLError).extensions['code']).toBe('SUBGRAPH_UNAVAILABLE');
  });

  it('refuses unsigned calls, and calls signed for another service, route or body', async () => {
    const body = { client: { idNumber: newIdNumber() }, key: randomUUID() };
    const json = JSON.stringify(body);
    expect((await post('/internal/clients/ensure', body, {})).status).toBe(401);
    expect((await post('/internal/clients/ensure', body, signedFor('funeral', visitor, 'POST', '/internal/clients/ensure', json))).status).toBe(401);
    expect((await post('/internal/clients/ensure', body, signedFor('identity', visitor, 'POST', '/internal/bank-accounts/owned', json))).status).toBe(401);
    expect((await post('/internal/clients/ensure', body, signedFor('identity', visitor, 'POST', '/internal/clients/ensure', '{}'))).status).toBe(401);
    const wrongSecret = new IdentityInternalClient({ baseUrl: subgraph.url, secret: 'another-secret-that-is-long-enough-0000' });
    const error = await wrongSecret.ensureClient(body.client, body.key).catch((e: unknown) => e);
    expect((error as GraphQLError).extensions['code']).toBe('SUBGRAPH_UNAVAILABLE');
  });
});
