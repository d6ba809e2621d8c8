import { randomUUID } from 'node:crypto';
import type { CallerIdentity } from '@imali/shared/nest';
import { itRefusesAllButStaffRole, staffIdentity, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

const QUERY = 'query($limit: Int) { savingsCollectionsNeedingOperations(limit: $limit) { id savingsId collectionDate amount failureReason } }';
const staff = staffIdentity;
// This file's rows sit in the year 3000, after every other test's, so they are the newest.
const FIRST_DAY = '3000-01-01';

interface Row {
  id: string;
  savingsId: string;
  collectionDate: string;
  amount: number;
  failureReason: string;
}

// Operations' list of savings collections identity refused because of our own data
// (docs/decisions/savings-collection-failed-sms.md).
describe('savingsCollectionsNeedingOperations', () => {
  let savings: TestSubgraph;
  const clear = () => savings.em().getConnection().execute(`delete from "savings"."savings_collection" where "collection_date" >= ?`, [FIRST_DAY], 'run');

  beforeAll(async () => {
    savings = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9' });
    await clear();
  }, 120_000);
  afterAll(async () => {
    if (savings) await clear();
    await savings?.close();
  });

  const list = (identity: CallerIdentity, limit?: number) => savings.graphql<{ savingsCollectionsNeedingOperations: Row[] | null }>(QUERY, limit === undefined ? {} : { limit }, identity);

  it("shows operations the FAILED collections identity refused for our data, newest first and limited, with ids only; a bounce or a paid one is not theirs", async () => {
    const connection = savings.em().getConnection();
    const clientId = randomUUID();
    const savingsId = randomUUID();
    await connection.execute(`insert into "savings"."savings" ("id", "client_id", "created_at", "updated_at", "version") values (?, ?, now(), now(), 1)`, [savingsId, clientId], 'run');
    const insert = async (month: string, status: string, failureReason: string | null, amountCents = 20000) => {
      const id = randomUUID();
      await connection.execute(
        `insert into "savings"."savings_collection" ("id", "savings_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "failure_reason", "created_at")
         values (?, ?, ?, gen_random_uuid(), ?, ?, ?, ?, ?, now())`,
        [id, savingsId, clientId, month, `${month}-15`, amountCents, status, failureReason],
        'run',
      );
      return id;
    };
    const oldest = await insert('3000-01', 'FAILED', 'NOT_FOUND');
    const middle = await insert('3000-02', 'FAILED', 'INVALID', 15050);
    const newest = await insert('3000-03', 'FAILED', 'REFERENCE_IN_USE');
    // Newer still, but the client's (a bounce, a refusal of their mandate) or collected: never operations'.
    const bounced = await insert('3000-04', 'FAILED', 'INSUFFICIENT_FUNDS');
    const notApproved = await insert('3000-05', 'FAILED', 'NOT_APPROVED');
    const paid = await insert('3000-06', 'PAID', null);

    const all = await list(staff('OPERATIONS'));
    expect(all.errors).toBeUndefined();
    expect(all.data!.savingsCollectionsNeedingOperations!.slice(0, 3)).toEqual([
      { id: newest, savingsId, collectionDate: '3000-03-15', amount: 200, failureReason: 'REFERENCE_IN_USE' },
      { id: middle, savingsId, collectionDate: '3000-02-15', amount: 150.5, failureReason: 'INVALID' },
      { id: oldest, savingsId, collectionDate: '3000-01-15', amount: 200, failureReason: 'NOT_FOUND' },
    ]);
    const ids = all.data!.savingsCollectionsNeedingOperations!.map((row) => row.id);
    for (const other of [bounced, notApproved, paid]) expect(ids).not.toContain(other);
    expect(JSON.stringify(all.data)).not.toContain(clientId);

    const two = await list(staff('SALES_PERSON', 'OPERATIONS'), 2);
    expect(two.data!.savingsCollectionsNeedingOperations!.map((row) => row.id)).toEqual([newest, middle]);
  });

  itRefusesAllButStaffRole('savingsCollectionsNeedingOperations', 'OPERATIONS', list);
});
