// The gateway's cost limits on an operation, in one place: the gateway applies them, and
// tools/scripts/check-operations.mjs checks every operation the web apps send against them (so an
// operation over budget fails CI, not a customer). Only graphql and graphql-armor imports here:
// the script loads this file directly. Numbers and reasons: docs/decisions/gateway-limits.md.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export interface OperationLimits {
  /** Nested selections, fragments followed. */
  maxDepth: number;
  /** Aliased fields in one operation (200 aliased quotes were answered). */
  maxAliases: number;
  /** Fields at the root of one operation (each one a call into a subgraph). */
  maxRootFields: number;
  /** Lexical tokens in the document (checked before parsing completes). */
  maxTokens: number;
  maxDirectives: number;
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level of depth. */
  maxCost: number;
}

/** About two to four times what the heaviest web operation needs today (check-operations prints it). */
export const OPERATION_LIMITS: OperationLimits = {
  maxDepth: 8,
  maxAliases: 10,
  maxRootFields: 10,
  maxTokens: 1500,
  maxDirectives: 10,
  maxCost: 1000,
};

/** Fields at the root of an operation, through fragments and inline fragments (aliases count each). */
export function rootFieldCount(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += rootFieldCount(fragment.selectionSet, fragments, new Set(seen).add(selection.name.value));
    }
  }
  return count;
}

export function maxRootFieldsRule(maxRootFields: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const count = rootFieldCount(operation.selectionSet, fragments);
        if (count > maxRootFields) {
          context.reportError(
            new GraphQLError(`The operation asks for ${count} root fields; the limit is ${maxRootFields}.`, { nodes: [operation], extensions: { code: 'BAD_USER_INPUT' } }),
          );
        }
      },
    };
  };
}

/**
 * graphql-armor's protections with our numbers, plus the root-field rule. Field suggestions
 * ("Did you mean ...") are blocked outside development: they map the schema for an attacker.
 */
export function operationLimits(limits: OperationLimits, options: { development: boolean }) {
  const armor = new ApolloArmor({
    // Introspection counts too: a deep __schema query is the classic way to spend a server's time.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: false },
    maxAliases: { n: limits.maxAliases },
    // Its Apollo plugin throws from parsingDidStart, which Apollo Server 5 answers with a 500;
    // graphql-js's own parser limit (parseOptions below) refuses the same documents with a 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.maxDirectives },
    costLimit: { maxCost: limits.maxCost, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5, ignoreIntrospection: true, flattenFragments: true },
    blockFieldSuggestion: { enabled: !options.development, mask: '' },
  });
  const protection = armor.protect();
  return {
    validationRules: [...protection.validationRules, maxRootFieldsRule(limits.maxRootFields)] as ValidationRule[],
    plugins: protection.plugins,
    parseOptions: { maxTokens: limits.maxTokens },
  };
}
