import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { INVALID_ID_MESSAGE, NUL_CHARACTER_MESSAGE, SELECT_ONE_MESSAGE, composeValidators, validateSelectOne } from '@imali/shared/validation';
import { INPUT_BASE64_HARD_CAP, INPUT_LIST_HARD_CAP, INPUT_TEXT_HARD_CAP, InputRefusedError, checkOperationInput } from './input-limits';

const schema = buildSchema(`
  scalar _Any
  input PersonInput { name: String, ids: [ID!], friend: PersonInput, cells: [String!] }
  type Query { person(id: ID!): String, search(text: String, tags: [String!]): String, entities(representations: [_Any!]!): String }
  type Mutation { save(input: PersonInput!): String, upload(dataBase64: String!): String }
`);

const UUID = '3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70';

/** The refusal for this operation and these variables, or undefined when it passes. */
function refusal(source: string, variables?: Record<string, unknown>): { field: unknown; message: string } | undefined {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
  try {
    checkOperationInput(schema, document, operation, variables);
    return undefined;
  } catch (error) {
    if (!(error instanceof InputRefusedError)) throw error;
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    return { field: error.extensions['field'], message: error.message };
  }
}

describe('checkOperationInput (the safety net under every subgraph)', () => {
  it.each([
    ['a UUID id', 'query($id: ID!) { person(id: $id) }', { id: UUID }],
    ['Unicode text at the cap', 'query($t: String) { search(text: $t) }', { t: '😀'.repeat(INPUT_TEXT_HARD_CAP / 2) }],
    ['RTL and combining text', 'query($t: String) { search(text: $t) }', { t: 'مرحبا \u202Eabc e\u0301' }],
    ['a photo in a …Base64 argument', 'mutation($d: String!) { upload(dataBase64: $d) }', { d: 'A'.repeat(300_000) }],
    ['a list at the cap', 'query($tags: [String!]) { search(tags: $tags) }', { tags: Array(INPUT_LIST_HARD_CAP).fill('x') }],
    ['literal arguments', `{ person(id: "${UUID}") search(text: "Thandi", tags: ["a"]) }`, undefined],
    ['representations (no declared ID)', 'query($r: [_Any!]!) { entities(representations: $r) }', { r: [{ __typename: 'Client', id: 'whatever' }] }],
  ])('passes %s', (_case, source, variables) => {
    expect(refusal(source, variables)).toBeUndefined();
  });

  it.each([
    ['an id that is not a UUID', 'query($id: ID!) { person(id: $id) }', { id: 'not-a-uuid' }, 'id', INVALID_ID_MESSAGE],
    ['a numeric id', 'query($id: ID!) { person(id: $id) }', { id: 42 }, 'id', INVALID_ID_MESSAGE],
    ['a literal id that is not a UUID', '{ person(id: "1\' or 1=1") }', undefined, 'id', INVALID_ID_MESSAGE],
    ['an id in a list inside an input', 'mutation($p: PersonInput!) { save(input: $p) }', { p: { ids: [UUID, 'x'] } }, 'p.ids.1', INVALID_ID_MESSAGE],
    ['a NUL character', 'query($t: String) { search(text: $t) }', { t: 'Tha\u0000ndi' }, 't', NUL_CHARACTER_MESSAGE],
    ['a NUL character escaped in a literal', '{ search(text: "a\\u0000b") }', undefined, 'text', NUL_CHARACTER_MESSAGE],
    ['a NUL character in a nested input', 'mutation($p: PersonInput!) { save(input: $p) }', { p: { friend: { name: '\u0000' } } }, 'p.friend.name', NUL_CHARACTER_MESSAGE],
    ['a NUL character in an unused variable', 'query($t: String, $u: String) { search(text: $t) }', { u: '\u0000' }, 'u', NUL_CHARACTER_MESSAGE],
    ['a NUL character in a representation', 'query($r: [_Any!]!) { entities(representations: $r) }', { r: [{ id: '\u0000' }] }, 'r.0.id', NUL_CHARACTER_MESSAGE],
    ['text over the cap', 'query($t: String) { search(text: $t) }', { t: 'a'.repeat(INPUT_TEXT_HARD_CAP + 1) }, 't', 'At most 10000 characters'],
    ['a 100,000-character name', 'mutation($p: PersonInput!) { save(input: $p) }', { p: { name: 'a'.repeat(100_000) } }, 'p.name', 'At most 10000 characters'],
    ['base64 over its cap', 'mutation($d: String!) { upload(dataBase64: $d) }', { d: 'A'.repeat(INPUT_BASE64_HARD_CAP + 1) }, 'd', 'At most 400000 characters'],
    ['a list over the cap', 'mutation($p: PersonInput!) { save(input: $p) }', { p: { cells: Array(INPUT_LIST_HARD_CAP + 1).fill('0821234567') } }, 'p.cells', 'At most 100 entries'],
    ['input nested too deeply', 'mutation($p: PersonInput!) { save(input: $p) }', { p: JSON.parse(`${'{"friend":'.repeat(20)}{}${'}'.repeat(20)}`) }, expect.stringMatching(/^p(\.friend)+$/), 'This input is nested too deeply'],
  ])('refuses %s', (_case, source, variables, field, message) => {
    expect(refusal(source, variables)).toEqual({ field, message });
  });
});

describe('checkOperationInput with one parsed document reused (as Apollo Server reuses it per query text)', () => {
  const check = (document: ReturnType<typeof parse>, variables?: Record<string, unknown>) => () =>
    checkOperationInput(schema, document, document.definitions[0] as OperationDefinitionNode, variables);

  it('still checks every request’s variables after the document passed once', () => {
    const document = parse('mutation($p: PersonInput!, $d: String!) { save(input: $p) upload(dataBase64: $d) }');
    expect(check(document, { p: { ids: [UUID] }, d: 'A' })).not.toThrow();
    expect(check(document, { p: { ids: ['x'] }, d: 'A' })).toThrow(INVALID_ID_MESSAGE);
    expect(check(document, { p: {}, d: 'A'.repeat(INPUT_TEXT_HARD_CAP + 1) })).not.toThrow(); // still the base64 cap
    expect(check(document, { p: {}, d: 'A'.repeat(INPUT_BASE64_HARD_CAP + 1) })).toThrow('At most 400000 characters');
    expect(check(document, { p: { name: '\u0000' }, d: 'A' })).toThrow(NUL_CHARACTER_MESSAGE);
  });

  it('refuses a document with a bad literal every time it is sent', () => {
    const document = parse('query($t: String) { search(text: $t) person(id: "not-a-uuid") }');
    expect(check(document, { t: 'a' })).toThrow(INVALID_ID_MESSAGE);
    expect(check(document, { t: 'a' })).toThrow(INVALID_ID_MESSAGE);
  });
});

describe('checkOperationInput with a subgraph’s own field rules (docs/decisions/savings-empty-choice-message.md)', () => {
  const choice = composeValidators(validateSelectOne, (value) => (typeof value === 'string' ? undefined : INVALID_ID_MESSAGE));
  const rules = { 'PersonInput.friendId': choice };
  const withFriend = buildSchema(`
    input PersonInput { name: String, friendId: ID }
    type Query { person(id: ID!): String }
    type Mutation { save(input: PersonInput!): String }
  `);
  function refusalWith(source: string, variables?: Record<string, unknown>): string | undefined {
    const document = parse(source);
    try {
      checkOperationInput(withFriend, document, document.definitions[0] as OperationDefinitionNode, variables, rules);
      return undefined;
    } catch (error) {
      if (!(error instanceof InputRefusedError)) throw error;
      expect(error.extensions['field']).toBe(source.includes('$p') ? 'p.friendId' : 'input.friendId');
      return error.message;
    }
  }

  it.each([
    ['an empty choice', '', SELECT_ONE_MESSAGE],
    ['a blank choice', '  ', SELECT_ONE_MESSAGE],
    ['a non-empty id that is not a UUID (the rule passes it, the generic check does not)', 'acc-1', INVALID_ID_MESSAGE],
    ['a UUID', UUID, undefined],
  ])('%s in a variable: %p', (_case, friendId, message) => {
    expect(refusalWith('mutation($p: PersonInput!) { save(input: $p) }', { p: { friendId } })).toBe(message);
  });

  it('runs the rule on a literal input too', () => {
    expect(refusalWith('mutation { save(input: { friendId: "" }) }')).toBe(SELECT_ONE_MESSAGE);
  });

  it('leaves an omitted or null choice to the schema and the service', () => {
    expect(refusalWith('mutation($p: PersonInput!) { save(input: $p) }', { p: { friendId: null } })).toBeUndefined();
    expect(refusalWith('mutation($p: PersonInput!) { save(input: $p) }', { p: {} })).toBeUndefined();
  });

  it('an empty id with no rule of its own is still "Invalid id"', () => {
    expect(() => checkOperationInput(withFriend, parse('query($id: ID!) { person(id: $id) }'), parse('query($id: ID!) { person(id: $id) }').definitions[0] as OperationDefinitionNode, { id: '' }, rules)).toThrow(INVALID_ID_MESSAGE);
  });
});
