import { startBuiltSubgraph, startTestSubgraph, type BuiltSubgraph, type TestSubgraph } from '@imali/shared/testing';
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
