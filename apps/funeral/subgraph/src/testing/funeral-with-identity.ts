import { IdentityInternalClient, type InternalDebitOrder } from '@imali/shared/identity-contract';
import { startBuiltSubgraph, startTestSubgraph, TEST_INTERNAL_SECRET, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';

/** Funeral's integration tests that sell: this subgraph with the real identity subgraph behind it. */
export interface FuneralWithIdentity {
  identity: BuiltSubgraph;
  funeral: TestSubgraph;
}

export async function startFuneralWithIdentity(): Promise<FuneralWithIdentity> {
  const identity = await startBuiltSubgraph('identity');
  const funeral = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: identity.url });
  return { identity, funeral };
}

export async function stopFuneralWithIdentity(stack: Partial<FuneralWithIdentity>): Promise<void> {
  await stack.funeral?.close();
  stack.identity?.stop();
}

/** A policy's debit order as identity holds it, read through identity's internal contract (as funeral reads it). */
export function identityDebitOrder(identity: BuiltSubgraph, clientId: string, debitOrderId: string): Promise<InternalDebitOrder | null> {
  return new IdentityInternalClient({ baseUrl: identity.url, secret: TEST_INTERNAL_SECRET }).findDebitOrder(clientId, debitOrderId);
}

/** The debit order once the sandbox bank has answered (DebiCheck requests are answered by callback). */
export async function settledDebitOrder(identity: BuiltSubgraph, clientId: string, debitOrderId: string): Promise<InternalDebitOrder | null> {
  for (let i = 0; i < 100; i += 1) {
    const order = await identityDebitOrder(identity, clientId, debitOrderId);
    if (!order || (order.status !== 'SENT' && order.status !== 'NOT_SENT')) return order;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return identityDebitOrder(identity, clientId, debitOrderId);
}
