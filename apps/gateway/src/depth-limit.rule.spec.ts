import { buildSchema, parse, validate } from 'graphql';
import { depthLimitRule } from './depth-limit.rule';

const schema = buildSchema(`
  type Query { client: Client }
  type Client { id: ID, friend: Client, name: String }
`);
const errorsFor = (query: string, max: number) => validate(schema, parse(query), [depthLimitRule(max)]).map((e) => e.message);

describe('depthLimitRule', () => {
  it('accepts an operation at the limit', () => {
    expect(errorsFor('{ client { friend { id } } }', 3)).toEqual([]);
  });

  it('rejects one level deeper with a clear message', () => {
    expect(errorsFor('{ client { friend { friend { id } } } }', 3)).toEqual(['The query is nested 4 levels deep; the limit is 3.']);
  });

  it('counts the depth inside fragments and inline fragments', () => {
    const query = `
      query { client { ...F } }
      fragment F on Client { friend { ... on Client { friend { name } } } }`;
    expect(errorsFor(query, 3)).toHaveLength(1);
    expect(errorsFor(query, 4)).toEqual([]);
  });

  it('survives a fragment cycle without looping (the spec rule reports the cycle)', () => {
    const query = `query { client { ...A } } fragment A on Client { friend { ...A } }`;
    expect(() => errorsFor(query, 10)).not.toThrow();
  });
});
