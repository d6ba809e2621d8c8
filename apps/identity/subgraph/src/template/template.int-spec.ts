import { startTestSubgraph, visitor, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { TemplateEntity } from './template.entity';

// getTemplate answers sanitised HTML whatever is stored, the built-in legal texts, and NOT_FOUND otherwise.
const GET = 'query($name: String!) { getTemplate(name: $name) { name html } }';

describe('identity: getTemplate', () => {
  let identity: TestSubgraph;
  beforeAll(async () => {
    identity = await startTestSubgraph(definition);
  }, 60_000);
  afterAll(() => identity?.close());

  it('serves CONST_TERMS and the other legal texts to anyone', async () => {
    for (const name of ['CONST_TERMS', 'CONST_PRIVACY_POLICY', 'CONST_DEBIT_ORDER_TERMS', 'CONST_DOCUMENT_VAULT_TERMS']) {
      const result = await identity.graphql<{ getTemplate: { name: string; html: string } }>(GET, { name }, visitor);
      expect(result.errors).toBeUndefined();
      expect(result.data?.getTemplate.name).toBe(name);
      expect(result.data?.getTemplate.html).toMatch(/^<h2>/);
    }
  });

  it('sanitises a stored template (an edit with a script or an event handler never reaches a browser)', async () => {
    const em = identity.em();
    em.create(TemplateEntity, { name: 'TEST_UNSAFE', html: '<h2 onclick="x()">Terms</h2><script>alert(1)</script><a href="javascript:x()">a</a>' });
    await em.flush();
    const result = await identity.graphql<{ getTemplate: { html: string } }>(GET, { name: 'TEST_UNSAFE' }, visitor);
    expect(result.data?.getTemplate.html).toBe('<h2>Terms</h2><a target="_blank" rel="noopener noreferrer">a</a>');
    await em.nativeDelete(TemplateEntity, { name: 'TEST_UNSAFE' });
  });

  it.each(['CONST_NOPE', 'const_terms', 'x'.repeat(500)])('answers NOT_FOUND for %s', async (name) => {
    const result = await identity.graphql(GET, { name }, visitor);
    expect(result.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });
});
