import { randomUUID } from 'node:crypto';
import { GOAL_HORIZON_MESSAGE, STOP_PAYING_AGE_PASSED_MESSAGE } from '@imali/savings/domain';
import { IDENTITY_UNAVAILABLE_MESSAGE } from '@imali/shared/identity-contract';
import { clientIdentity, startBuiltSubgraph, startTestSubgraph, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

// Answers are read loosely: each test states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Gql = { data?: Record<string, Loose> | null; errors?: { message: string; extensions?: Record<string, Loose> }[] };

const FIELDS = 'id bucketType targetAmount targetDate metaData { key value }';
const ADD = `mutation($b: AddSavingsBucketInput!) { addSavingsBucket(bucketInfo: $b) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateSavingsBucketInput!) { updateSavingsBucket(id: $id, input: $i) { ${FIELDS} } }`;
const funeral = (stopPayingAge: string, sumAssured = '30000') => [
  { key: 'sumAssured', value: sumAssured },
  { key: 'stopPayingAge', value: stopPayingAge },
];

const fieldErrors = (answer: Gql) => answer.errors?.[0]?.extensions?.['fieldErrors'] as { field: string; message: string }[] | undefined;
const codeOf = (answer: Gql) => answer.errors?.[0]?.extensions?.['code'];

// "Derived target date: ... Funeral uses birth date plus stopPayingAge years": savings asks the
// real identity subgraph (its internal birth-date route, signed) before it writes anything.
describe('savings subgraph: a Funeral goal’s target date from the client’s birth date', () => {
  let identity: BuiltSubgraph;
  let savings: TestSubgraph;

  beforeAll(async () => {
    identity = await startBuiltSubgraph('identity');
    savings = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url });
  }, 120_000);
  afterAll(async () => {
    await savings?.close();
    identity?.stop();
  });

  /** A registered client at identity with this birth date (or none). */
  const newClient = async (birthDate: string | null) => {
    const clientId = randomUUID();
    await savings.em().getConnection().execute(
      `insert into "identity"."client" (id, id_type, birth_date, first_names, surname, accepted_terms, is_registration, otp_verification, created_at, updated_at)
       values (?, 'passport', ?, 'Thandi', 'Nkosi', true, false, true, now(), now())`,
      [clientId, birthDate],
    );
    return clientIdentity(clientId);
  };
  const gql = (query: string, variables: Record<string, unknown>, caller: ReturnType<typeof clientIdentity>, subgraph = savings) => subgraph.graphql(query, variables, caller) as Promise<Gql>;
  const count = async (table: 'bucket' | 'savings', clientId: string) =>
    Number((await savings.em().getConnection().execute<{ n: string }[]>(`select count(*) as n from "savings"."${table}" where "client_id" = ?`, [clientId]))[0]!.n);
  const storedDate = async (bucketId: string) =>
    (await savings.em().getConnection().execute<{ d: string }[]>(`select to_char("target_date", 'YYYY-MM-DD') as d from "savings"."bucket" where "id" = ?`, [bucketId]))[0]!.d;

  it('sets birth date plus 60 years, whatever date the browser sent, and answers a repeated key with the same goal', async () => {
    const caller = await newClient('1980-05-17');
    const input = { bucketType: 'FUNERAL', targetDate: '2031-01-31', desiredSavings: 300, metaData: funeral('60'), idempotencyKey: randomUUID() };
    const first = await gql(ADD, { b: input }, caller);
    expect(first.errors).toBeUndefined();
    expect(first.data!['addSavingsBucket']).toMatchObject({ bucketType: 'FUNERAL', targetAmount: 30000, targetDate: '2040-05-17' });
    expect(await storedDate(first.data!['addSavingsBucket'].id)).toBe('2040-05-17');
    const again = await gql(ADD, { b: input }, caller);
    expect(again.data!['addSavingsBucket'].id).toBe(first.data!['addSavingsBucket'].id);
    expect(await count('bucket', caller.clientId!)).toBe(1);
  });

  it('keeps a 29 February birthday on 28 February in a year without one', async () => {
    const caller = await newClient('1984-02-29');
    const answer = await gql(ADD, { b: { bucketType: 'FUNERAL', metaData: funeral('55'), idempotencyKey: randomUUID() } }, caller);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!['addSavingsBucket'].targetDate).toBe('2039-02-28');
  });

  it('refuses a stop-paying age already passed with the domain’s message on stopPayingAge, and makes nothing', async () => {
    const caller = await newClient('1950-03-01');
    const answer = await gql(ADD, { b: { bucketType: 'FUNERAL', targetDate: '2031-01-31', metaData: funeral('65'), idempotencyKey: randomUUID() } }, caller);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(answer)).toEqual([{ field: 'stopPayingAge', message: STOP_PAYING_AGE_PASSED_MESSAGE }]);
    expect(await count('savings', caller.clientId!)).toBe(0);
    expect(await count('bucket', caller.clientId!)).toBe(0);
  });

  it('refuses a birth date that would put the goal past the 50-year horizon, on stopPayingAge', async () => {
    const caller = await newClient('2020-01-01');
    const answer = await gql(ADD, { b: { bucketType: 'FUNERAL', metaData: funeral('65'), idempotencyKey: randomUUID() } }, caller);
    expect(fieldErrors(answer)).toEqual([{ field: 'stopPayingAge', message: GOAL_HORIZON_MESSAGE }]);
    expect(await count('bucket', caller.clientId!)).toBe(0);
  });

  it('without a birth date at identity keeps the date sent, still checked', async () => {
    const caller = await newClient(null);
    const kept = await gql(ADD, { b: { bucketType: 'FUNERAL', targetDate: '2031-01-31', metaData: funeral('60'), idempotencyKey: randomUUID() } }, caller);
    expect(kept.errors).toBeUndefined();
    expect(kept.data!['addSavingsBucket'].targetDate).toBe('2031-01-31');
    const past = await gql(ADD, { b: { bucketType: 'FUNERAL', targetDate: '2020-01-31', metaData: funeral('60'), idempotencyKey: randomUUID() } }, caller);
    expect(fieldErrors(past)).toEqual([{ field: 'targetDate', message: 'Must be a future date' }]);
    expect(await count('bucket', caller.clientId!)).toBe(1);
  });

  it('moves the date on an update that changes the stop-paying age or makes the goal Funeral, and refuses an age passed', async () => {
    const caller = await newClient('1975-08-09');
    const house = await gql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2030-06-30', idempotencyKey: randomUUID() } }, caller);
    const id = house.data!['addSavingsBucket'].id;
    const becomes = await gql(UPDATE, { id, i: { bucketType: 'FUNERAL', targetDate: '2031-01-31', metaData: funeral('55') } }, caller);
    expect(becomes.errors).toBeUndefined();
    expect(becomes.data!['updateSavingsBucket']).toMatchObject({ bucketType: 'FUNERAL', targetAmount: 30000, targetDate: '2030-08-09' });
    const later = await gql(UPDATE, { id, i: { metaData: funeral('65') } }, caller);
    expect(later.data!['updateSavingsBucket'].targetDate).toBe('2040-08-09');
    // A date sent alone does not move a Funeral goal off its derived day.
    const dateOnly = await gql(UPDATE, { id, i: { targetDate: '2033-03-03' } }, caller);
    expect(dateOnly.data!['updateSavingsBucket'].targetDate).toBe('2040-08-09');

    const older = await newClient('1950-03-01');
    const theirs = await gql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2030-06-30', idempotencyKey: randomUUID() } }, older);
    const refused = await gql(UPDATE, { id: theirs.data!['addSavingsBucket'].id, i: { bucketType: 'FUNERAL', metaData: funeral('65') } }, older);
    expect(fieldErrors(refused)).toEqual([{ field: 'stopPayingAge', message: STOP_PAYING_AGE_PASSED_MESSAGE }]);
    expect(await storedDate(theirs.data!['addSavingsBucket'].id)).toBe('2030-06-30');
    const [row] = await savings.em().getConnection().execute<{ bucket_type: string }[]>(`select "bucket_type" from "savings"."bucket" where "id" = ?`, [theirs.data!['addSavingsBucket'].id]);
    expect(row!.bucket_type).toBe('HOUSE');
  });

  it('with identity unreachable answers SUBGRAPH_UNAVAILABLE with a clear message and writes nothing; other goals still save', async () => {
    const caller = await newClient('1980-05-17');
    // The same database, identity cut off.
    const cut = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9' });
    try {
      const answer = await gql(ADD, { b: { bucketType: 'FUNERAL', targetDate: '2031-01-31', metaData: funeral('60'), idempotencyKey: randomUUID() } }, caller, cut);
      expect(codeOf(answer)).toBe('SUBGRAPH_UNAVAILABLE');
      expect(answer.errors![0]!.message).toBe(IDENTITY_UNAVAILABLE_MESSAGE);
      expect(await count('savings', caller.clientId!)).toBe(0);
      expect(await count('bucket', caller.clientId!)).toBe(0);

      const house = await gql(ADD, { b: { bucketType: 'HOUSE', targetAmount: 20000, targetDate: '2030-06-30', idempotencyKey: randomUUID() } }, caller, cut);
      expect(house.errors).toBeUndefined();
      const id = house.data!['addSavingsBucket'].id;
      const update = await gql(UPDATE, { id, i: { bucketType: 'FUNERAL', metaData: funeral('60') } }, caller, cut);
      expect(codeOf(update)).toBe('SUBGRAPH_UNAVAILABLE');
      const [row] = await savings.em().getConnection().execute<{ bucket_type: string }[]>(`select "bucket_type" from "savings"."bucket" where "id" = ?`, [id]);
      expect(row!.bucket_type).toBe('HOUSE');
    } finally {
      await cut.close();
    }
  });
});
