// One gql document may hold several operations and the fragments they share (the checker,
// tools/scripts/check-operations.mjs, validates each gql literal on its own, so a fragment can
// only be shared inside one literal). Apollo Client takes one operation per document: this
// picks it, with just the fragments it uses (a server refuses unused fragments).
import type { TypedDocumentNode } from '@apollo/client';
import { Kind, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

function spreadNames(selectionSet: SelectionSetNode | undefined, names: Set<string>): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) names.add(selection.name.value);
    else spreadNames(selection.selectionSet, names);
  }
}

/** The operation `name` of `document` and the fragments it uses (also through other fragments), as a document of its own. */
export function operationDocument<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  document: DocumentNode,
  name: string,
): TypedDocumentNode<TData, TVariables> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`The document has no operation ${name}`);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const used = new Set<string>();
  spreadNames(operation.selectionSet, used);
  // Fragments may spread other fragments: follow them until nothing new turns up.
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const fragmentName of [...used]) spreadNames(fragments.get(fragmentName)?.selectionSet, used);
  }
  const definitions: DefinitionNode[] = [operation, ...[...fragments.values()].filter((fragment) => used.has(fragment.name.value))];
  return { kind: Kind.DOCUMENT, definitions };
}
