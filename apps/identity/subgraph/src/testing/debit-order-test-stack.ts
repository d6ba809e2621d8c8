import { IdentityInternalClient } from '@imali/shared/identity-contract';
import { clientIdentity, startTestSubgraph, TEST_INTERNAL_SECRET, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';

const ADD_ACCOUNT = 'mutation($i: BankAccountInput!) { createBankAccount(input: $i) { id } }';

/** Identity's subgraph for the internal debit order tests: its signed client and two clients (an owner and another). */
export interface DebitOrderTestStack {
  subgraph: TestSubgraph;
  client: IdentityInternalClient;
  owner: string;
  other: string;
}

export async function startDebitOrderTestStack(): Promise<DebitOrderTestStack> {
  const subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
  const client = new IdentityInternalClient({ baseUrl: subgraph.url, secret: TEST_INTERNAL_SECRET });
  const em = subgraph.em();
  const a = em.create(ClientEntity, { firstNames: 'Ayanda', surname: 'Dlamini' });
  const b = em.create(ClientEntity, { firstNames: 'Bongani', surname: 'Zulu' });
  await em.flush();
  return { subgraph, client, owner: a.id, other: b.id };
}

/**
 * Starts the stack before the describe's tests and closes it after them; its fields are read in
 * the tests (`stack.subgraph`, `stack.client`, `stack.owner`, `stack.other`).
 */
export function useDebitOrderTestStack(): DebitOrderTestStack {
  const stack = {} as DebitOrderTestStack;
  beforeAll(async () => {
    Object.assign(stack, await startDebitOrderTestStack());
  }, 60_000);
  afterAll(() => stack.subgraph?.close());
  return stack;
}

/** A bank account the client adds through the subgraph (branch 470010); answers its id. */
export async function addBankAccount(subgraph: TestSubgraph, clientId: string, accountNo: string, extra: Record<string, unknown> = {}): Promise<string> {
  const added = await subgraph.graphql<{ createBankAccount: { id: string } }>(ADD_ACCOUNT, { i: { branchCode: '470010', accountNo, ...extra } }, clientIdentity(clientId));
  if (!added.data) throw new Error(JSON.stringify(added.errors));
  return added.data.createBankAccount.id;
}
