import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type GraphQLInputType,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { INVALID_ID_MESSAGE, NUL_CHARACTER_MESSAGE, atMostCharactersMessage, atMostEntriesMessage, isUuid, type Validator } from '@imali/shared/validation';

// The safety net under every subgraph's own rules: whatever a resolver forgets, no text longer
// than this, no NUL character, no list longer than this and no `ID` that is not a UUID reaches a
// resolver (and so the database). The field rules give the precise message first where they
// exist; these caps sit well above every field maximum. docs/decisions/input-safety-net.md.

/** The longest text any argument may carry. */
export const INPUT_TEXT_HARD_CAP = 10_000;
/** Arguments and input fields named `…Base64` carry file data (the profile photo, at most 200 KB). */
export const INPUT_BASE64_HARD_CAP = 400_000;
/** The longest list (a sale's members, cell numbers, covered lives are all far shorter). */
export const INPUT_LIST_HARD_CAP = 100;
/** Deeper input than this is not something a form sends. */
const MAX_DEPTH = 12;
const BASE64_NAME = /base64$/i;

/** Refused input: BAD_USER_INPUT with the field, answered with HTTP 200 so the gateway passes the message on. */
export class InputRefusedError extends GraphQLError {
  constructor(field: string, message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', field, fieldErrors: [{ field, message }], http: { status: 200 } } });
  }
}

/**
 * A subgraph's own rule for an input field, by `InputType.field` (e.g.
 * `WithdrawSavingsInput.bankAccountId`): the same rule its web form runs, answered before the
 * generic checks, so an empty choice says the form's "Select one" rather than "Invalid id". A
 * value the rule passes still goes through every generic check (a non-empty id that is not a
 * UUID is "Invalid id"). docs/decisions/input-safety-net.md.
 */
export type InputFieldRules = Readonly<Record<string, Validator>>;

function checkText(value: string, name: string, field: string): void {
  if (value.includes('\u0000')) throw new InputRefusedError(field, NUL_CHARACTER_MESSAGE);
  const cap = BASE64_NAME.test(name) ? INPUT_BASE64_HARD_CAP : INPUT_TEXT_HARD_CAP;
  if (value.length > cap) throw new InputRefusedError(field, atMostCharactersMessage(cap));
}

/**
 * Walks one value with its declared input type (or without one: custom scalars such as `_Any`).
 * `name` is the argument or input field the value belongs to; `field` its path for the message.
 */
function checkValue(value: unknown, type: GraphQLInputType | undefined, name: string, field: string, depth: number, rule?: Validator, rules?: InputFieldRules): void {
  if (value === null || value === undefined) return;
  const ruled = rule?.(value);
  if (ruled) throw new InputRefusedError(field, ruled);
  if (depth > MAX_DEPTH) throw new InputRefusedError(field, 'This input is nested too deeply');
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIST_HARD_CAP) throw new InputRefusedError(field, atMostEntriesMessage(INPUT_LIST_HARD_CAP));
    const item = inner && isListType(inner) ? (inner.ofType as GraphQLInputType) : inner;
    value.forEach((entry, index) => checkValue(entry, item, name, `${field}.${index}`, depth + 1, undefined, rules));
    return;
  }
  const named = inner ? getNamedType(inner) : undefined;
  if (typeof value === 'string') {
    checkText(value, name, field);
    if (named?.name === 'ID' && !isUuid(value)) throw new InputRefusedError(field, INVALID_ID_MESSAGE);
    return;
  }
  if (named?.name === 'ID') {
    // An ID may be sent as a number; no record id is one.
    throw new InputRefusedError(field, INVALID_ID_MESSAGE);
  }
  if (typeof value === 'object') {
    const fields = named && isInputObjectType(named) ? named.getFields() : undefined;
    for (const [key, entry] of Object.entries(value)) {
      const fieldRule = named && rules ? rules[`${named.name}.${key}`] : undefined;
      checkValue(entry, fields?.[key]?.type, key, `${field}.${key}`, depth + 1, fieldRule, rules);
    }
  }
}

/** What checking an operation needs from its document alone: the same for every request that sends it. */
interface OperationPlan {
  /** Each declared variable: its name, its type, and the argument or input field name it is passed as (for the base64 cap). */
  variables: { name: string; type: GraphQLInputType | undefined; usedAs: string }[];
  /** The literal arguments passed once; a document whose literals are refused is never remembered. */
  literalsPassed: boolean;
}

// Apollo Server keeps one parsed DocumentNode per query text, so the same operation arrives as the
// same object: its variable types and literal arguments are worked out once, not per request
// (walking the document twice per request was an eighth of a quote's CPU). Keyed weakly on the
// schema and the document: nothing outlives either.
const plans = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<OperationDefinitionNode, OperationPlan>>>();

function planOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): OperationPlan {
  let byDocument = plans.get(schema);
  if (!byDocument) plans.set(schema, (byDocument = new WeakMap()));
  let byOperation = byDocument.get(document);
  if (!byOperation) byDocument.set(document, (byOperation = new Map()));
  let plan = byOperation.get(operation);
  if (plan) return plan;
  // A variable takes the name of the argument or input field it is passed to (for the base64 cap).
  const usedAs = new Map<string, string>();
  visit(document, {
    Argument: (node) => void (node.value.kind === 'Variable' && BASE64_NAME.test(node.name.value) && usedAs.set(node.value.name.value, node.name.value)),
    ObjectField: (node) => void (node.value.kind === 'Variable' && BASE64_NAME.test(node.name.value) && usedAs.set(node.value.name.value, node.name.value)),
  });
  plan = {
    variables: (operation.variableDefinitions ?? []).map((definition) => {
      const name = definition.variable.name.value;
      return { name, type: typeFromAST(schema, definition.type) as GraphQLInputType | undefined, usedAs: usedAs.get(name) ?? name };
    }),
    literalsPassed: false,
  };
  byOperation.set(operation, plan);
  return plan;
}

/** Literal arguments (fragments included); variables inside them are checked by their declared types. */
function checkLiteralArguments(schema: GraphQLSchema, document: DocumentNode, rules?: InputFieldRules): void {
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (node.value.kind === 'Variable') return;
        const argument = typeInfo.getArgument();
        checkValue(valueFromASTUntyped(node.value, {}), argument?.type, node.name.value, node.name.value, 0, undefined, rules);
      },
    }),
  );
}

/** Every variable (by its declared type) and every literal argument (by the argument's type) of the operation. */
export function checkOperationInput(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  rules?: InputFieldRules,
): void {
  const plan = planOf(schema, document, operation);
  for (const variable of plan.variables) checkValue(variables?.[variable.name], variable.type, variable.usedAs, variable.name, 0, undefined, rules);
  if (plan.literalsPassed) return;
  checkLiteralArguments(schema, document, rules);
  plan.literalsPassed = true;
}

/** Runs before any resolver: refused input never reaches a service or the database. `rules`: the subgraph's own field rules. */
export function createInputLimitsPlugin(rules?: InputFieldRules): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (operation) checkOperationInput(schema, document, operation, request.variables, rules);
        },
      };
    },
  };
}
