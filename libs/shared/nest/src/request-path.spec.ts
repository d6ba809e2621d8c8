import { isGatewayOnlyPath, normaliseRequestPath } from './request-path';

describe('normaliseRequestPath', () => {
  it.each([
    ['/graphql', '/graphql', true],
    ['/graphql?query=%7B%7D', '/graphql', true],
    ['/internal/files/0b6f1c1e-0000-4000-8000-000000000000', '/internal/files/0b6f1c1e-0000-4000-8000-000000000000', true],
    ['/health', '/health', true],
    ['/%67raphql', '/graphql', false],
    ['/%2567raphql', '/graphql', false],
    ['//graphql', '/graphql', false],
    ['/graphql/', '/graphql', false],
    ['/graphql.', '/graphql', false],
    ['/graphql..', '/graphql', false],
    ['/graphql%20', '/graphql', false],
    ['/GraphQL', '/graphql', false],
    ['/graphql;x=1', '/graphql', false],
    ['/./graphql', '/graphql', false],
    ['/x/../graphql', '/graphql', false],
    ['/x/%2e%2e/graphql', '/graphql', false],
    ['/x%2f..%2fgraphql', '/graphql', false],
    ['/%2finternal/sessions/resolve', '/internal/sessions/resolve', false],
    ['/%69nternal/sessions/resolve', '/internal/sessions/resolve', false],
    ['/graphql#x', '/graphql', false],
    ['http://evil/graphql', '/graphql', false],
  ])('%s → %s (canonical: %s)', (raw, path, canonical) => {
    expect(normaliseRequestPath(raw)).toEqual({ ok: true, path, canonical });
  });

  it.each(['/%ZZ', '/graphql%', '/%E0%A4%A', '/graphql%00', '/a%0a', '/a\\b', '*', 'graphql', `/${'a'.repeat(3000)}`])('%s is not a readable path (400), never a throw', (raw) => {
    expect(normaliseRequestPath(raw)).toEqual({ ok: false });
  });

  it('names the gateway-only paths', () => {
    for (const path of ['/graphql', '/graphql/x', '/internal', '/internal/files']) expect(isGatewayOnlyPath(path)).toBe(true);
    for (const path of ['/health', '/', '/graphqlx', '/internals']) expect(isGatewayOnlyPath(path)).toBe(false);
  });
});
