import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { DOCUMENT_UPLOAD_PURPOSE, createOrmConfig, loadConfig, signCapability } from '@imali/shared/nest';
import { freePort, startBuiltSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, testDatabaseUrl, type BuiltSubgraph } from '@imali/shared/testing';
import { createGateway, type RunningGateway } from './create-gateway';
import { gatewayConfigSchema } from './gateway.config';
import { UNAVAILABLE_MESSAGE } from './format-error';
import { buildSaIdNumber } from '@imali/shared/validation';

// The gateway against real, built identity and funeral subgraphs (the others are down on purpose).
const root = join(__dirname, '../../..');
interface GqlBody {
  data?: Record<string, unknown> & { myClient?: unknown; me?: unknown };
  errors: { message: string; extensions: { code?: string } }[];
}
const read = async (response: Response) => (await response.json()) as GqlBody;

describe('gateway over real subgraphs', () => {
  const subgraphs: BuiltSubgraph[] = [];
  let gateway: RunningGateway;
  let production: RunningGateway;
  let base: string;
  const demoPassword = `Demo-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const env = {
      PATH: process.env['PATH'],
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: testDatabaseUrl(),
      INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
      PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY,
    };
    subgraphs.push(...(await Promise.all([startBuiltSubgraph('identity'), startBuiltSubgraph('funeral'), startBuiltSubgraph('vault')])));
    const [identityUrl, funeralUrl, vaultUrl] = subgraphs.map((s) => `${s.url}/graphql`);
    // The demo client is seeded afresh under this run's keys (the test database outlives runs).
    const orm = await MikroORM.init(createOrmConfig({ schema: 'identity', entities: [], migrations: [], clientUrl: testDatabaseUrl(), poolMax: 1 }));
    await orm.em.getConnection().execute(
      "delete from identity.user_account where email = 'demo@imali.local'; delete from identity.client where email = 'demo@imali.local';",
    );
    await orm.close(true);
    execFileSync('node', ['dist/apps/identity/subgraph/seed.js'], { cwd: root, env: { ...env, DEMO_PASSWORD: demoPassword } });
    const down = `http://127.0.0.1:${await freePort()}/graphql`;
    const settings = {
      INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
      SUPERGRAPH_PATH: join(root, 'apps/gateway/supergraph.graphql'),
      SUBGRAPH_IDENTITY_URL: identityUrl,
      SUBGRAPH_FUNERAL_URL: funeralUrl,
      SUBGRAPH_VAULT_URL: vaultUrl,
      SUBGRAPH_SAVINGS_URL: down,
      SUBGRAPH_TIMEOUT_MS: '2000',
      MAX_QUERY_DEPTH: '6',
      MAX_QUERY_BYTES: '2000',
      LOG_LEVEL: 'error',
    };
    gateway = await createGateway(loadConfig(gatewayConfigSchema, { ...settings, NODE_ENV: 'test' }));
    await gateway.fastify.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.fastify.server.address() as { port: number }).port}`;
    // Production runs with the default query size and depth limits.
    const { MAX_QUERY_DEPTH: _depth, MAX_QUERY_BYTES: _bytes, ...productionSettings } = settings;
    production = await createGateway(loadConfig(gatewayConfigSchema, { ...productionSettings, NODE_ENV: 'production' }));
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await production?.close();
    for (const subgraph of subgraphs) subgraph.stop();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  async function signIn(): Promise<string> {
    const response = await post({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }',
      variables: { i: { username: 'demo@imali.local', password: demoPassword } },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^imali_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    return cookie.split(';')[0]!;
  }

  it('answers /health and /ready', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ status: 'ready' });
  });

  it('treats a caller without a session as a visitor', async () => {
    expect(await (await post({ query: '{ me { id } }' })).json()).toEqual({ data: { me: null } });
  });

  it('signs in with an httpOnly cookie and crosses identity and funeral in one query', async () => {
    const cookie = await signIn();
    const body = await read(await post({ query: '{ me { id } myClient { firstNames funeralPolicies { id } } }' }, { cookie }));
    expect(body.errors).toBeUndefined();
    expect(body.data?.myClient).toEqual({ firstNames: 'Thandiwe', funeralPolicies: [] });
  });

  it('answers the fields of the subgraphs that are up when one is down', async () => {
    const cookie = await signIn();
    const body = await read(await post({ query: '{ myClient { firstNames savings { id } } }' }, { cookie }));
    expect(body.data?.myClient).toEqual({ firstNames: 'Thandiwe', savings: null });
    expect(body.errors[0]!.message).toBe(UNAVAILABLE_MESSAGE);
    expect(body.errors[0]!.extensions.code).toBe('SUBGRAPH_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1/);
  });

  it('signs out on the server and clears the cookie', async () => {
    const cookie = await signIn();
    const out = await post({ query: 'mutation { signOut }' }, { cookie });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await (await post({ query: '{ me { id } }' }, { cookie })).json()).toMatchObject({ data: { me: null } });
  });

  it('rejects operations nested too deep', async () => {
    const within = await read(await post({ query: '{ me { photo { url } } }' }));
    expect(within).toEqual({ data: { me: null } });
    const deep = await read(await post({ query: 'query { __schema { types { fields { type { ofType { ofType { name } } } } } } }' }));
    expect(deep.errors[0]!.message).toMatch(/Query depth limit of 6 exceeded/);
  });

  it('rejects oversized, malformed and cross-site requests with GraphQL errors', async () => {
    const big = await post({ query: `{ me { id } } # ${'x'.repeat(3000)}` });
    expect(big.status).toBe(400);
    expect((await read(big)).errors[0]!.extensions.code).toBe('BAD_REQUEST');
    // The router decodes /%67raphql to /graphql: the size limit follows the route, not the spelling.
    const spelled = await fetch(`${base}/%67raphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(3000)}` }) });
    expect(spelled.status).toBe(400);
    expect((await read(spelled)).errors[0]!.message).toMatch(/larger than 2000 bytes/);

    const malformed = await post('{"query": ');
    expect(malformed.status).toBe(400);
    expect((await read(malformed)).errors[0]!.extensions.code).toBe('BAD_REQUEST');

    // CSRF prevention: a "simple" request (no JSON content type, no preflight header) is refused.
    const simple = await fetch(`${base}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/CSRF|preflight/i);
  });

  it('passes document uploads to the vault: session or sale token, owner-only downloads', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
    const send = (headers: Record<string, string>, body: Buffer = jpeg) => fetch(`${base}/files`, { method: 'POST', headers: { 'content-type': 'image/jpeg', ...headers }, body });

    const anonymous = await send({});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to upload documents' } });
    const wrongType = await fetch(`${base}/files`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(wrongType.status).toBe(415);

    const token = signCapability({ purpose: DOCUMENT_UPLOAD_PURPOSE, clientId: randomUUID() }, TEST_INTERNAL_SECRET, 600);
    const byToken = await send({ 'x-imali-upload-token': token, 'x-file-name': 'id.jpg' });
    expect(byToken.status).toBe(201);
    const { id } = (await byToken.json()) as { id: string };
    // The token lets a visitor upload, never read back.
    expect((await fetch(`${base}/files/${id}`, { headers: { 'x-imali-upload-token': token } })).status).toBe(404);

    const cookie = await signIn();
    const mine = (await (await send({ cookie })).json()) as { id: string };
    const download = await fetch(`${base}/files/${mine.id}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), jpeg)).toBe(0);
    expect((await fetch(`${base}/files/${mine.id}`)).status).toBe(404);
  });

  it("caches visitors' quotes for the same answers; never a client's, a mixed query or an error", async () => {
    const quote = (variables: Record<string, unknown>, headers: Record<string, string> = {}, extra = '') =>
      post({ query: `query Q($age: Int, $coverAmount: Int) { getPolicyQuote(age: $age, gender: "FEMALE", coverAmount: $coverAmount) { premium totalCover } ${extra} }`, variables }, headers);
    const age = 20 + Math.floor(Math.random() * 40);
    const first = await quote({ age, coverAmount: 20000 });
    expect(first.headers.get('x-imali-cache')).toBe('miss');
    const firstBody = await read(first);
    expect(firstBody.errors).toBeUndefined();
    const second = await quote({ age, coverAmount: 20000 });
    expect(second.headers.get('x-imali-cache')).toBe('hit');
    expect(await read(second)).toEqual(firstBody);
    // Other answers are another question.
    expect((await quote({ age, coverAmount: 30000 })).headers.get('x-imali-cache')).toBe('miss');
    // A signed-in client's quote counts their own cover: never cached.
    const cookie = await signIn();
    expect((await quote({ age, coverAmount: 20000 }, { cookie })).headers.get('x-imali-cache')).toBeNull();
    // A query asking for anything else goes to the subgraphs.
    expect((await quote({ age, coverAmount: 20000 }, {}, 'me { id }')).headers.get('x-imali-cache')).toBeNull();
    // Bad input is answered each time, and not kept.
    const bad1 = await quote({ age: 70, coverAmount: 20000 });
    const bad2 = await quote({ age: 70, coverAmount: 20000 });
    expect(bad2.headers.get('x-imali-cache')).toBe('miss');
    expect((await read(bad1)).errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect((await read(bad2)).errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a signed-up client everything but the sign-up steps until the OTP, and sees each step at once', async () => {
    const idNumber = buildSaIdNumber({ birthDate: '1991-03-03', serial: 5000 + Math.floor(Math.random() * 4000) })!;
    const signUp = await post({
      query: 'mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }',
      variables: { i: { idType: 'rsa_id', idNumber, email: `${randomUUID()}@example.co.za`, password: 'a long enough password' } },
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^imali_session=./);
    const as = (query: string, variables: Record<string, unknown> = {}) => post({ query, variables }, { cookie }).then(read);
    const addAccount = () => as('mutation($i: BankAccountInput!) { createBankAccount(input: $i) { id } }', { i: { branchCode: '051001', accountNo: '0123456789', idempotencyKey: randomUUID() } });

    expect((await addAccount()).errors[0]!.extensions.code).toBe('VERIFICATION_REQUIRED');
    const policies = await as('{ myClient { id funeralPolicies { id } } }');
    expect(policies.errors.map((e) => e.extensions.code)).toContain('VERIFICATION_REQUIRED');
    expect((policies.data?.myClient as { funeralPolicies: unknown }).funeralPolicies).toBeNull();

    // Each step is seen by the very next call, inside the gateway's 5 s session cache.
    const form = await as('mutation($i: UpdateClientInput!) { updateMyProfile(input: $i) { id } }', { i: { firstNames: 'Ayanda', cellNumbers: ['0731234567'], acceptedTerms: true, marketingConsent: false } });
    expect(form.errors).toBeUndefined();
    expect((await addAccount()).errors[0]!.extensions).toMatchObject({ code: 'VERIFICATION_REQUIRED', pending: ['OTP'] });
    expect((await as('mutation { sendOTP(communicationType: SMS) { destination } }')).errors).toBeUndefined();
    const outbox = (await as('{ devOutbox { body } }')).data?.['devOutbox'] as { body: string }[];
    const code = /(\d{4})/.exec(outbox[0]!.body)![1]!;
    expect((await as('mutation($c: String!) { confirmOTP(OTP: $c) }', { c: code })).data?.['confirmOTP']).toBe(true);
    const added = await addAccount();
    expect(added.errors).toBeUndefined();
    expect((await as('{ myClient { funeralPolicies { id } } }')).data?.myClient).toEqual({ funeralPolicies: [] });
  });

  let productionUrl: string | undefined;
  const postProduction = async (body: unknown, headers: Record<string, string> = {}) => {
    if (!productionUrl) {
      await production.fastify.listen({ port: 0, host: '127.0.0.1' });
      productionUrl = `http://127.0.0.1:${(production.fastify.server.address() as { port: number }).port}/graphql`;
    }
    return fetch(productionUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  };

  it('has introspection off in production', async () => {
    const body = await read(await postProduction({ query: '{ __schema { queryType { name } } }' }));
    expect(body.errors[0]!.message).toMatch(/introspection/i);
  });

  it('refuses 200 aliased quotes in one request, and answers the five the calculator sends', async () => {
    const quotes = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `q${i}: getPolicyQuote(age: ${20 + i}, gender: "FEMALE", coverAmount: 30000) { premium }`).join(' ')} }`;
    const many = await postProduction({ query: quotes(200) });
    expect(many.status).toBe(400);
    const refused = await read(many);
    expect(refused.data).toBeUndefined();
    expect(refused.errors.map((e) => e.message)).toEqual([expect.stringMatching(/Document contains more that \d+ tokens/)]);
    // Short enough to pass the token limit, still over the alias and root-field limits.
    const compact = await read(await postProduction({ query: `{ ${Array.from({ length: 40 }, (_, i) => `q${i}:getPolicyQuote{premium}`).join(' ')} }` }));
    expect(compact.errors.map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringMatching(/Aliases limit of \d+ exceeded, found 40/), expect.stringMatching(/40 root fields/)]));
    const few = await read(await postProduction({ query: quotes(5) }));
    expect(few.errors).toBeUndefined();
    expect(Object.keys(few.data ?? {})).toHaveLength(5);
  });

  it('answers a variable that does not fit its type with field messages, not the value or the allowed values', async () => {
    const query = 'query($idType: IdType, $idNumber: String!) { hasExistingUser(idType: $idType, idNumber: $idNumber) }';
    const response = await postProduction({ query, variables: { idType: 'RSA_ID', idNumber: 'secret-9001' } });
    expect(response.status).toBe(200);
    const answer = await read(response);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idType', message: 'Select one' }] });
    expect(JSON.stringify(answer)).not.toMatch(/Did you mean|rsa_id|RSA_ID|secret-9001/);
    const missing = await read(await postProduction({ query, variables: { idType: 'rsa_id' } }));
    expect(missing.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'idNumber', message: 'This field is required' }] });
  });

  it("answers a funeral sale whose member type or payment method is not one of the enum's values with the field and 'Select one'", async () => {
    const query = `mutation($funeral: FuneralSaleInput!, $bankAccount: SaleBankAccountInput!, $beneficiary: SaleBeneficiaryInput!, $members: [SaleMemberInput!]!, $salesInteraction: SalesInteractionInput!) {
      createSalesInteractionPolicyWithMembers(funeral: $funeral, bankAccount: $bankAccount, beneficiary: $beneficiary, members: $members, salesInteraction: $salesInteraction) { id }
    }`;
    const sale = (memberType: string, paymentMethod = 'DEBI_CHECK') => ({
      funeral: { coverAmount: 30000, paymentDueDay: 25, paymentMethod },
      bankAccount: { branchCode: '470010', accountNo: '1234567890' },
      beneficiary: { firstNames: 'Zodwa', surname: 'Ndlovu', cellNumbers: ['0823334444'] },
      members: [
        { memberType: 'POLICY_HOLDER', firstNames: 'Themba', surname: 'Ndlovu' },
        { memberType, firstNames: 'Lwazi', surname: 'Ndlovu', ageAtSignup: 4 },
      ],
      salesInteraction: { idempotencyKey: randomUUID() },
    });
    const response = await postProduction({ query, variables: sale('GRANDCHILD') });
    expect(response.status).toBe(200);
    const answer = await read(response);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'members.1.memberType', message: 'Select one' }] });
    expect(JSON.stringify(answer)).not.toMatch(/Did you mean|GRANDCHILD|FuneralMemberType|EXTENDED/);
    // The old lower-case spellings are no longer read as the value.
    const lower = await read(await postProduction({ query, variables: sale('child', 'naedo') }));
    expect(lower.errors[0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'funeral.paymentMethod', message: 'Select one' },
        { field: 'members.1.memberType', message: 'Select one' },
      ],
    });
  });

  it('gives no field suggestions and no subgraph addresses in production', async () => {
    const typo = await read(await postProduction({ query: '{ mee { id } getPolicyQuot(age: 30) { premium } }' }));
    expect(typo.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(typo)).not.toMatch(/Did you mean|"me"|getPolicyQuote/);
    // A subgraph that is down: the answer names neither its address nor its port.
    const signIn = await postProduction({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { user { id } } }', variables: { i: { username: 'demo@imali.local', password: demoPassword } } });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const down = await read(await postProduction({ query: '{ myClient { firstNames savings { id } } }' }, { cookie }));
    expect(down.errors[0]!.extensions).toEqual({ code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'savings' });
    expect(JSON.stringify(down)).not.toMatch(/127\.0\.0\.1|localhost|http:|:\d{4,5}\b|ECONNREFUSED|stacktrace/);
  });
});
