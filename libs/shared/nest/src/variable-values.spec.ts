import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { NUMBER_MESSAGE, REQUIRED_MESSAGE, SELECT_ONE_MESSAGE, WHOLE_NUMBER_MESSAGE } from '@imali/shared/validation';
import { INVALID_VALUE_MESSAGE, variableFieldErrors } from './variable-values';

const schema = buildSchema(`
  enum IdType { rsa_id zim_id }
  input Member { idType: IdType!, age: Int, income: Float }
  input SignUpInput { idType: IdType, members: [Member!], accept: Boolean!, name: String }
  type Query { check(input: SignUpInput, idType: IdType, day: Int!): Int }
`);
const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
const signUp = operation('query($input: SignUpInput) { check(input: $input, day: 1) }');
const byType = operation('query($idType: IdType, $day: Int!) { check(idType: $idType, day: $day) }');

describe('variableFieldErrors', () => {
  it.each([
    ['an enum value outside the list', { idType: 'rsa', accept: true }, [{ field: 'idType', message: SELECT_ONE_MESSAGE }]],
    ['an enum value close to an allowed one (no "Did you mean")', { idType: 'RSA_ID', accept: true }, [{ field: 'idType', message: SELECT_ONE_MESSAGE }]],
    ['a required field left out', { name: 'Thandi' }, [{ field: 'accept', message: REQUIRED_MESSAGE }]],
    ['a list item with a bad enum and a fraction for a whole number', { accept: true, members: [{ idType: 'rsa_id' }, { idType: 'x', age: 1.5 }] }, [{ field: 'members.1.idType', message: SELECT_ONE_MESSAGE }, { field: 'members.1.age', message: WHOLE_NUMBER_MESSAGE }]],
    ['text where a number belongs', { accept: true, members: [{ idType: 'rsa_id', income: 'lots' }] }, [{ field: 'members.0.income', message: NUMBER_MESSAGE }]],
    ['text where yes or no belongs', { accept: 'yes' }, [{ field: 'accept', message: INVALID_VALUE_MESSAGE }]],
    ['a field the type does not have', { accept: true, surname: 'x' }, [{ field: 'surname', message: INVALID_VALUE_MESSAGE }]],
    ['a field not named as GraphQL names them', { accept: true, 'a"b': 'x' }, [{ field: 'input', message: INVALID_VALUE_MESSAGE }]],
    ['a required field left out of a list item', { accept: true, members: [{}] }, [{ field: 'members.0.idType', message: REQUIRED_MESSAGE }]],
    ['an input that is not an object', 'hello', [{ field: 'input', message: INVALID_VALUE_MESSAGE }]],
  ])('names the field and the spec message for %s', (_case, input, expected) => {
    expect(variableFieldErrors(schema, signUp, { input })).toEqual(expected);
  });

  it('passes values that fit, and a nullable variable left out', () => {
    expect(variableFieldErrors(schema, signUp, { input: { idType: 'zim_id', accept: false, members: [{ idType: 'rsa_id', age: 3, income: 10.5 }] } })).toEqual([]);
    expect(variableFieldErrors(schema, signUp, {})).toEqual([]);
    expect(variableFieldErrors(schema, byType, { day: 3 })).toEqual([]);
  });

  it('names a variable other than $input by its own name, and a required one left out', () => {
    expect(variableFieldErrors(schema, byType, { idType: 7, day: 'x' })).toEqual([
      { field: 'idType', message: SELECT_ONE_MESSAGE },
      { field: 'day', message: WHOLE_NUMBER_MESSAGE },
    ]);
    expect(variableFieldErrors(schema, byType, undefined)).toEqual([{ field: 'day', message: REQUIRED_MESSAGE }]);
  });

  it('never repeats the value it refused, and stops at 20 fields', () => {
    const members = Array.from({ length: 60 }, () => ({ idType: 'secret-value-123' }));
    const errors = variableFieldErrors(schema, signUp, { input: { accept: true, members } });
    expect(errors).toHaveLength(20);
    expect(JSON.stringify(errors)).not.toContain('secret-value-123');
  });
});
