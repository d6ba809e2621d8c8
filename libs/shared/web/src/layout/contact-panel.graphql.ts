import { gql, type TypedDocumentNode } from '@apollo/client';

/** CreateLeadInput of the identity subgraph (docs/contracts/identity-issue-4.md). */
export interface CreateLeadInput {
  firstName: string;
  surname: string | null;
  cellNumber: string;
  email: string | null;
  /** One of TALK_ABOUT_OPTIONS. */
  talkAbout: string;
  message: string | null;
  routing: string | null;
  /** Made once per submission attempt and kept across its retries, so a retry never makes a second lead. */
  idempotencyKey: string;
}

export interface SharedCreateLeadData {
  createLead: { __typename?: 'Lead'; id: string };
}

export interface SharedCreateLeadVariables {
  input: CreateLeadInput;
}

/** "Let us contact you": anonymous or signed in. */
export const SHARED_CREATE_LEAD: TypedDocumentNode<SharedCreateLeadData, SharedCreateLeadVariables> = gql`
  mutation SharedCreateLead($input: CreateLeadInput!) {
    createLead(input: $input) {
      id
    }
  }
`;
