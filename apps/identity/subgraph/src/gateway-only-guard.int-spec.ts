import { randomBytes } from 'node:crypto';
import { describeGatewayOnlyGuard, startTestSubgraph, type TestSubgraph } from '@imali/shared/testing';
import { definition } from './subgraph.definition';

// Identity holds the sessions and the other subgraphs' internal routes: every spelling of them
// must need the gateway's signature.
describe('identity subgraph', () => {
  let subgraph: TestSubgraph;
  beforeAll(async () => {
    subgraph = await startTestSubgraph(definition, { PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
  });
  afterAll(() => subgraph.close());

  describeGatewayOnlyGuard('identity subgraph', {
    url: () => subgraph.url,
    audience: 'identity',
    internalRoutes: [
      { method: 'POST', path: '/internal/sessions/resolve', body: JSON.stringify({ token: 'x' }) },
      { method: 'POST', path: '/internal/clients/ensure', body: '{}' },
      { method: 'POST', path: '/internal/bank-accounts/ensure', body: '{}' },
      { method: 'POST', path: '/internal/bank-accounts/owned', body: '{}' },
    ],
  });
});
