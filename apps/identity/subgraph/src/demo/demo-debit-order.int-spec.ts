import type { EntityManager } from '@mikro-orm/postgresql';
import { PiiCipher } from '@imali/shared/nest';
import { clientIdentity, startTestSubgraph, TEST_PII_ENCRYPTION_KEY, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { ClientEntity } from '../client/client.entity';
import { DebitOrderEntity } from '../mandate/debit-order.entity';
import { DEMO_DEBIT_ORDER_ID, seedDemoDebitOrder } from './demo-debit-order';

const READ = `query($id: ID!) { debitorder(id: $id) { id paymentType maxAmount payDay bankAccount { accountNo bankName accountHolderName } associatedProducts { amount description } mandate { status } alreadySigned } }`;

describe('identity seed: the demo debit order mandate', () => {
  let subgraph: TestSubgraph;
  let clientId: string;

  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: TEST_PII_ENCRYPTION_KEY });
    const em = subgraph.em();
    // The seed's fixed id: a database left by an earlier run of this test starts without it.
    await em.nativeDelete(DebitOrderEntity, { id: DEMO_DEBIT_ORDER_ID });
    const client = em.create(ClientEntity, { firstNames: 'Thandiwe', surname: 'Mokoena' });
    await em.flush();
    clientId = client.id;
  }, 60_000);
  afterAll(() => subgraph?.close());

  it('makes a NAEDO mandate awaiting the demo client’s signature, once', async () => {
    const cipher = new PiiCipher(TEST_PII_ENCRYPTION_KEY);
    expect(await seedDemoDebitOrder(subgraph.em() as EntityManager, cipher, clientId)).toEqual({ debitOrderId: DEMO_DEBIT_ORDER_ID, created: true });
    expect(await seedDemoDebitOrder(subgraph.em() as EntityManager, cipher, clientId)).toEqual({ debitOrderId: DEMO_DEBIT_ORDER_ID, created: false });
    const read = await subgraph.graphql<{ debitorder: Record<string, unknown> }>(READ, { id: DEMO_DEBIT_ORDER_ID }, clientIdentity(clientId));
    expect(read.errors).toBeUndefined();
    expect(read.data!.debitorder).toEqual({
      id: DEMO_DEBIT_ORDER_ID,
      paymentType: 'NAEDO',
      maxAmount: 150.5,
      payDay: 25,
      bankAccount: { accountNo: '4100123456', bankName: 'Capitec Bank', accountHolderName: 'Thandiwe Mokoena' },
      associatedProducts: [{ amount: 150.5, description: 'Funeral cover' }],
      mandate: { status: 'AWAITING_SIGNATURE' },
      alreadySigned: false,
    });
  });
});
