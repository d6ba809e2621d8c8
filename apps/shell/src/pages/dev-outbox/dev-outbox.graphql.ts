import { gql, type TypedDocumentNode } from '@apollo/client';

export interface OutboxMessage {
  __typename?: 'OutboxMessage';
  id: string;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  body: string;
  createdAt: string;
}

export interface ShellDevOutboxData {
  devOutbox: OutboxMessage[];
}

/** Development only: the signed-in client's SMS and e-mails (FORBIDDEN in production). */
export const SHELL_DEV_OUTBOX: TypedDocumentNode<ShellDevOutboxData, Record<string, never>> = gql`
  query ShellDevOutbox {
    devOutbox {
      id
      channel
      destination
      body
      createdAt
    }
  }
`;
