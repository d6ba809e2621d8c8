import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { VaultEmailClientDocumentDocument } from '../gql/graphql';

/** emailClientDocument(id, email) for the viewer's Email button; rejects with the server's error. */
export function useEmailDocument(id: string): (email: string) => Promise<void> {
  const client = useApolloClient();
  return useCallback(
    async (email: string) => {
      // Rejects with the server's refusal (field errors, the hourly limit), which the dialog shows.
      const result = await client.mutate({ mutation: VaultEmailClientDocumentDocument, variables: { id, email } });
      if (!result.data) throw result.error;
    },
    [client, id],
  );
}
