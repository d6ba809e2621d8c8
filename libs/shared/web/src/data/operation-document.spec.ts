import { gql } from '@apollo/client';
import { Kind, print, type DefinitionNode } from 'graphql';
import { operationDocument } from './operation-document';

const DOCUMENTS = gql`
  query SharedOne($id: ID!) {
    thing(id: $id) {
      ...SharedThingFields
    }
  }

  mutation SharedTwo($id: ID!) {
    change(id: $id) {
      ...SharedThingFields
      ...SharedMoreFields
      nested {
        ... on Thing {
          ...SharedNestedFields
        }
      }
    }
  }

  fragment SharedThingFields on Thing {
    id
    name
  }

  fragment SharedMoreFields on Thing {
    ...SharedThingFields
    ...SharedDeepFields
  }

  fragment SharedDeepFields on Thing {
    deep
  }

  fragment SharedNestedFields on Thing {
    nestedName
  }
`;

const names = (definitions: readonly DefinitionNode[]) =>
  definitions.map((definition) => ('name' in definition && definition.name ? `${definition.kind}:${definition.name.value}` : definition.kind));

describe('operationDocument', () => {
  it('picks one operation with the fragments it spreads', () => {
    const document = operationDocument(DOCUMENTS, 'SharedOne');
    expect(document.kind).toBe(Kind.DOCUMENT);
    expect(names(document.definitions)).toEqual(['OperationDefinition:SharedOne', 'FragmentDefinition:SharedThingFields']);
    expect(print(document)).toContain('query SharedOne');
    expect(print(document)).not.toContain('SharedTwo');
  });

  it('follows fragments spread by fragments and inside inline fragments, each once', () => {
    const document = operationDocument(DOCUMENTS, 'SharedTwo');
    expect(names(document.definitions)).toEqual([
      'OperationDefinition:SharedTwo',
      'FragmentDefinition:SharedThingFields',
      'FragmentDefinition:SharedMoreFields',
      'FragmentDefinition:SharedDeepFields',
      'FragmentDefinition:SharedNestedFields',
    ]);
  });

  it('refuses a name the document does not have', () => {
    expect(() => operationDocument(DOCUMENTS, 'SharedThree')).toThrow('The document has no operation SharedThree');
  });
});
