import { randomBytes } from 'node:crypto';
import { clientIdentity, fuzzSubgraph, introspect, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from './subgraph.definition';

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor and as a client: bad input is answered (BAD_USER_INPUT and the like), never a fault.
describe('identity: no input gives a fault', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  }, 60_000);
  afterAll(() => subgraph?.close());

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    const schema = await introspect(subgraph);
    const report = await fuzzSubgraph(subgraph, schema, [visitor, clientIdentity()]);
    expect(report.calls).toBeGreaterThan(500);
    expect(report.faults).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 300_000);
});
