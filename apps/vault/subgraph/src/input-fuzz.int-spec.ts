import { clientIdentity, fuzzSubgraph, introspect, signedFor, startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from './subgraph.definition';

// Every query and mutation with very long, Unicode, NUL, wrong-type and malformed-id values, as a
// visitor and as a client: bad input is answered (BAD_USER_INPUT and the like), never a fault.
// Each hostile value replaces one part of a valid call.
describe('vault: no input gives a fault', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => subgraph?.close());

  it('answers every hostile call without INTERNAL_SERVER_ERROR and keeps answering', async () => {
    // A file of the client's own, so createClientDocument gets as far as storing the document.
    const client = clientIdentity();
    const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('fuzz')]);
    const uploaded = await subgraph.fetch('/internal/files', { method: 'POST', headers: { 'content-type': 'image/jpeg', ...signedFor('vault', client, 'POST', '/internal/files', body) }, body });
    const { id: fileId } = (await uploaded.json()) as { id: string };
    const schema = await introspect(subgraph);
    const report = await fuzzSubgraph(subgraph, schema, [visitor, client], {
      valid: { createClientDocument: { input: { type: 'OTHER', name: 'Payslip', description: 'March', source: 'DOCUMENT_VAULT_UPLOAD', fileId } } },
    });
    expect(report.calls).toBeGreaterThan(200);
    expect(report.faults).toEqual([]);
    // The valid calls got through, so the hostile variants of them reached the services.
    const reached = ['Mutation.createClientDocument'];
    expect(reached.filter((field) => !report.outcomes[field]?.['OK'])).toEqual([]);
    const alive = await subgraph.graphql('{ __typename }');
    expect(alive).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  }, 300_000);
});
