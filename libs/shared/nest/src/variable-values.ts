import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInt,
  coerceInputValue,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { NUMBER_MESSAGE, REQUIRED_MESSAGE, SELECT_ONE_MESSAGE, WHOLE_NUMBER_MESSAGE } from '@imali/shared/validation';
import { FieldValidationError, type FieldErrorShape } from './errors';

/** Ours: a value of the wrong kind for a field (text where a yes/no belongs, an unknown field). */
export const INVALID_VALUE_MESSAGE = 'This value is not valid';

/** Variables are forms' inputs: `$input`'s fields are named as the form names them. */
const FORM_VARIABLE = 'input';
/** No more than this many field messages for one request. */
const MAX_FIELD_ERRORS = 20;

/** The declared type at `path` inside a value of `type`, or undefined where the path leaves the type. */
function typeAt(type: GraphQLInputType, path: ReadonlyArray<string | number>): GraphQLInputType | undefined {
  let current: GraphQLInputType | undefined = type;
  for (const key of path) {
    if (!current) return undefined;
    const inner: GraphQLInputType = isNonNullType(current) ? (current.ofType as GraphQLInputType) : current;
    if (isListType(inner)) current = typeof key === 'number' ? (inner.ofType as GraphQLInputType) : undefined;
    else if (isInputObjectType(inner)) current = typeof key === 'string' ? inner.getFields()[key]?.type : undefined;
    else return undefined;
  }
  return current;
}

/** The spec's message for a value that does not fit `type` (where one exists). */
function messageFor(type: GraphQLInputType | undefined, value: unknown): string {
  if (!type) return INVALID_VALUE_MESSAGE;
  if (isNonNullType(type) && (value === null || value === undefined)) return REQUIRED_MESSAGE;
  const named = getNamedType(type);
  if (named instanceof GraphQLEnumType) return SELECT_ONE_MESSAGE;
  if (named === GraphQLInt) return WHOLE_NUMBER_MESSAGE;
  if (named === GraphQLFloat) return NUMBER_MESSAGE;
  return INVALID_VALUE_MESSAGE;
}

const FIELD_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/**
 * graphql-js reports a required field left out, or a field the type does not have, on the object
 * that holds it ('Field "x" of required type ... was not provided.' / 'Field "x" is not defined by
 * type ...'): the field's name, when it is a plain GraphQL name.
 */
function objectFieldProblem(message: string): { field: string; missing: boolean } | undefined {
  if (!message.startsWith('Field "')) return undefined;
  const field = message.slice(7, message.indexOf('"', 7));
  if (!FIELD_NAME.test(field)) return undefined;
  const rest = message.slice(8 + field.length);
  if (rest.startsWith(' of required type ')) return { field, missing: true };
  if (rest.startsWith(' is not defined by type ')) return { field, missing: false };
  return undefined;
}

/**
 * Every variable value that does not fit its declared type, as field messages: the field named by
 * its path (inside `$input`, as the form names it), the spec's message for the kind of field, and
 * never the value itself or graphql-js's "Did you mean" list of the allowed values.
 */
export function variableFieldErrors(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue; // An unknown type is a validation error, reported before this runs.
    const provided = variables !== undefined && Object.prototype.hasOwnProperty.call(variables, name);
    if (!provided && (definition.defaultValue || !isNonNullType(type))) continue;
    coerceInputValue(provided ? variables![name] : undefined, type, (path, invalid, error) => {
      if (errors.length >= MAX_FIELD_ERRORS) return;
      // A missing or unknown field is reported on its object; name the field itself.
      const child = objectFieldProblem(error.message);
      const at = child ? [...path, child.field] : path;
      const steps = name === FORM_VARIABLE && at.length > 0 ? at : [name, ...at];
      const field = steps.join('.');
      const message = child ? (child.missing ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE) : messageFor(typeAt(type, path), invalid);
      // One message per field.
      if (!errors.some((e) => e.field === field)) errors.push({ field, message });
    });
  }
  return errors;
}

/**
 * Refuses variables that do not fit their types before the operation is planned, with field
 * messages (BAD_USER_INPUT, HTTP 200 like the subgraphs' field errors) instead of graphql-js's
 * text, which echoes the value and, for enums, lists the allowed values.
 */
export const variableValuesPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, operation, request }) {
        if (!operation) return;
        const errors = variableFieldErrors(schema, operation, request.variables);
        if (errors.length === 0) return;
        const refused = new FieldValidationError(errors);
        refused.extensions['http'] = { status: 200 };
        throw refused;
      },
    };
  },
};
