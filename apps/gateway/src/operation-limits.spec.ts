import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { OPERATION_LIMITS, operationLimits } from './operation-limits';

const schema = buildSchema(readFileSync(join(__dirname, '../api-schema.graphql'), 'utf8'));
const errorsFor = (query: string) => validate(schema, parse(query), operationLimits(OPERATION_LIMITS, { development: false }).validationRules).map((e) => e.message);
const quote = (i: number) => `q${i}: getPolicyQuote(age: ${20 + (i % 40)}, coverAmount: 30000) { premium }`;

describe('gateway operation limits', () => {
  it('refuses 200 aliased quotes in one request (aliases and root fields)', () => {
    const errors = errorsFor(`{ ${Array.from({ length: 200 }, (_, i) => quote(i)).join(' ')} }`);
    expect(errors).toEqual([
      `Syntax Error: Aliases limit of ${OPERATION_LIMITS.maxAliases} exceeded, found 200.`,
      `The operation asks for 200 root fields; the limit is ${OPERATION_LIMITS.maxRootFields}.`,
    ]);
  });

  it('refuses an operation over the cost budget', () => {
    expect(errorsFor(`{ myClient { ${'id '.repeat(700)} } }`)).toEqual([expect.stringMatching(new RegExp(`Query Cost limit of ${OPERATION_LIMITS.maxCost} exceeded`))]);
  });

  it('allows a few aliased quotes, as the calculator sends', () => {
    expect(errorsFor(`{ ${Array.from({ length: 5 }, (_, i) => quote(i)).join(' ')} }`)).toEqual([]);
  });

  it('counts root fields through fragments, but not __typename', () => {
    const fields = Array.from({ length: OPERATION_LIMITS.maxRootFields + 1 }, (_, i) => `m${i}: me { id }`).join(' ');
    expect(errorsFor(`query { ...F __typename } fragment F on Query { ${fields} }`)).toContain(
      `The operation asks for ${OPERATION_LIMITS.maxRootFields + 1} root fields; the limit is ${OPERATION_LIMITS.maxRootFields}.`,
    );
    expect(errorsFor('{ __typename me { id } }')).toEqual([]);
  });

  it('refuses operations nested too deep, introspection included', () => {
    const nested = ['__schema', 'types', 'fields', 'type', ...Array(OPERATION_LIMITS.maxDepth).fill('ofType')];
    const query = `{ ${nested.join(' { ')} { name }${' }'.repeat(nested.length)}`;
    expect(errorsFor(query)[0]).toMatch(new RegExp(`Query depth limit of ${OPERATION_LIMITS.maxDepth} exceeded`));
  });

  it('refuses documents with too many tokens while parsing', () => {
    const { parseOptions } = operationLimits(OPERATION_LIMITS, { development: false });
    const query = `{ ${Array.from({ length: 200 }, (_, i) => quote(i)).join(' ')} }`;
    expect(() => parse(query, parseOptions)).toThrow(`Document contains more that ${OPERATION_LIMITS.maxTokens} tokens`);
    expect(() => parse(`{ ${quote(1)} }`, parseOptions)).not.toThrow();
  });

  it('refuses too many directives', () => {
    const directives = Array.from({ length: OPERATION_LIMITS.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    expect(errorsFor(`{ me ${directives} { id } }`)[0]).toMatch(/Directives limit of \d+ exceeded/);
  });

  it('blocks field suggestions outside development only', async () => {
    const suggestions = async (development: boolean) => {
      const { plugins } = operationLimits(OPERATION_LIMITS, { development });
      const errors = validate(schema, parse('{ mee { id } }')).map((e) => ({ message: e.message }));
      for (const plugin of plugins) {
        const listener = await plugin.requestDidStart?.({} as never);
        await listener?.didEncounterErrors?.({ errors } as never);
      }
      return errors.map((e) => e.message).join(' ');
    };
    expect(await suggestions(true)).toMatch(/Did you mean "me"/);
    expect(await suggestions(false)).not.toMatch(/Did you mean/);
  });
});
