import { parse, type OperationDefinitionNode } from 'graphql';
import { onlyPublicFields } from './public-query-cache';

const op = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
const fields = new Set(['getPolicyQuote']);

describe('onlyPublicFields', () => {
  it.each([
    ['{ getPolicyQuote(age: 30) { premium } }', true],
    ['query Q { __typename getPolicyQuote { premium } a: getPolicyQuote(age: 40) { premium } }', true],
    ['{ __typename }', false],
    ['{ getPolicyQuote { premium } me { id } }', false],
    ['{ myClient { id } }', false],
    ['mutation { getPolicyQuote { premium } }', false],
    ['{ ...F } fragment F on Query { getPolicyQuote { premium } }', false],
    ['{ ... on Query { getPolicyQuote { premium } } }', false],
  ])('%s → %s', (source, expected) => expect(onlyPublicFields(op(source), fields)).toBe(expected));
});
