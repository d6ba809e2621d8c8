import { Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createSubgraphApp, runMigrations, type SubgraphDefinition } from './subgraph';
import { loadConfig, subgraphConfigSchema } from './config';
import { JsonLogger } from './logger';
import { RateLimitCounterEntity } from './rate-limit';
import { Identity } from './identity';
import { INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity } from './internal-auth';
import { NOT_AN_EMPLOYEE_MESSAGE, STAFF_ROLE_REQUIRED_MESSAGE, StaffOnly } from './staff';

// The shared staff guard inside a real subgraph: the signed identity the gateway forwards is all
// it reads, and its refusals reach the caller as GraphQL errors with code FORBIDDEN.
const SECRET = 'staff-guard-tests-only-secret-0123456789';

@Resolver()
class StaffPagesResolver {
  @Query(() => String)
  @StaffOnly()
  staffHome(@Identity() identity: CallerIdentity): string {
    return `staff ${identity.staff?.staffId}`;
  }

  @Query(() => String)
  @StaffOnly('GROUP_SALES')
  groupSalesUpload(): string {
    return 'upload';
  }

  @Query(() => String)
  openToAll(): string {
    return 'open';
  }
}

@Module({ providers: [StaffPagesResolver] })
class StaffPagesModule {}

const definition: SubgraphDefinition = { name: 'staff-guard-test', schema: 'staff_guard_test', entities: [RateLimitCounterEntity], migrations: [], imports: [StaffPagesModule] };
const verification = { registered: true, acceptedTerms: true, otpVerified: true };
const client: CallerIdentity = { userId: 'u-1', clientId: 'c-1', sessionId: 's-1', verification };
const operations: CallerIdentity = { ...client, staff: { staffId: 'e-ops', roles: ['OPERATIONS'] } };
const groupSales: CallerIdentity = { ...client, staff: { staffId: 'e-gs', roles: ['GROUP_SALES'] } };

describe('@StaffOnly / requireStaff in a subgraph', () => {
  let app: NestFastifyApplication;
  let url: string;
  beforeAll(async () => {
    const databaseUrl = process.env['IMALI_TEST_DATABASE_URL'] ?? '';
    await runMigrations(definition, { databaseUrl });
    const config = loadConfig(subgraphConfigSchema, { NODE_ENV: 'test', LOG_LEVEL: 'error', PORT: '0', DATABASE_URL: databaseUrl, INTERNAL_AUTH_SECRET: SECRET, DB_POOL_MAX: '2' });
    app = await createSubgraphApp(definition, config, new JsonLogger('staff-guard-test', 'error', () => undefined));
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  }, 60_000);
  afterAll(() => app?.close());

  const ask = async (field: string, identity: CallerIdentity) => {
    const body = JSON.stringify({ query: `{ ${field} }` });
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_IDENTITY_HEADER]: signIdentity(identity, SECRET, { audience: definition.name, method: 'POST', path: '/graphql', body }) },
      body,
    });
    const answer = (await response.json()) as { data?: Record<string, string> | null; errors?: { message: string; extensions?: { code?: string } }[] };
    return answer.errors ? { error: answer.errors[0]!.extensions?.code, message: answer.errors[0]!.message } : { data: answer.data?.[field] };
  };

  it("answers a signed-in client without an employee record 'You are not an employee' (FORBIDDEN)", async () => {
    expect(await ask('staffHome', client)).toEqual({ error: 'FORBIDDEN', message: NOT_AN_EMPLOYEE_MESSAGE });
    expect(await ask('groupSalesUpload', client)).toEqual({ error: 'FORBIDDEN', message: NOT_AN_EMPLOYEE_MESSAGE });
    expect(await ask('openToAll', client)).toEqual({ data: 'open' });
  });

  it('asks a visitor to sign in first', async () => {
    expect(await ask('staffHome', { userId: null, clientId: null, sessionId: null })).toMatchObject({ error: 'UNAUTHENTICATED' });
  });

  it('lets any employee in to staff pages, and only the right role to a role’s pages', async () => {
    expect(await ask('staffHome', operations)).toEqual({ data: 'staff e-ops' });
    expect(await ask('groupSalesUpload', operations)).toEqual({ error: 'FORBIDDEN', message: STAFF_ROLE_REQUIRED_MESSAGE });
    expect(await ask('groupSalesUpload', groupSales)).toEqual({ data: 'upload' });
  });
});
