import { GraphQLError, Kind, type ASTNode, type FragmentDefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Rejects operations nested deeper than `maxDepth` selections (fragments followed, cycles stopped). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      switch (node.kind) {
        case Kind.FIELD: {
          if (!node.selectionSet) return depth;
          return Math.max(depth, ...node.selectionSet.selections.map((s) => depthOf(s, depth + 1, seen)));
        }
        case Kind.INLINE_FRAGMENT:
        case Kind.OPERATION_DEFINITION:
          return Math.max(depth, ...node.selectionSet.selections.map((s) => depthOf(s, depth, seen)));
        case Kind.FRAGMENT_SPREAD: {
          const fragment = fragments.get(node.name.value);
          if (!fragment || seen.has(node.name.value)) return depth;
          const next = new Set(seen).add(node.name.value);
          return Math.max(depth, ...fragment.selectionSet.selections.map((s) => depthOf(s, depth, next)));
        }
        default:
          return depth;
      }
    };
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation, 1, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
