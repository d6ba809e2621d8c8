import { gql, type TypedDocumentNode } from '@apollo/client';

/** One dependant as the edit form reads it (the ID number reaches the policy owner only). */
export interface FuneralMemberDetail {
  id: string;
  policyId: string;
  memberType: string;
  firstNames: string;
  surname: string;
  gender: string | null;
  ageAtSignup: number | null;
  dateOfBirth: string | null;
  relationship: string | null;
  idType: string | null;
  idNumber: string | null;
  cellNumbers: string[];
  email: string | null;
  state: string;
  /** When the member joined the policy (ISO date-time): their age at signup is their age on that day. */
  joinedAt: string;
}

export interface FuneralMemberDetailData {
  member: FuneralMemberDetail | null;
}

/** The edit form's member (NOT_FOUND or FORBIDDEN unless it is on one of the caller's policies). */
export const FUNERAL_MEMBER_DETAIL: TypedDocumentNode<FuneralMemberDetailData, { id: string }> = gql`
  query FuneralMemberDetail($id: ID!) {
    member(id: $id) {
      id
      policyId
      memberType
      firstNames
      surname
      gender
      ageAtSignup
      dateOfBirth
      relationship
      idType
      idNumber
      cellNumbers
      email
      state
      joinedAt
    }
  }
`;

/** CreateMemberInput of the funeral subgraph. */
export interface CreateMemberInput {
  policyId: string;
  memberType: string;
  firstNames: string;
  surname: string;
  gender: string | null;
  ageAtSignup: number | null;
  dateOfBirth: string | null;
  idType: string | null;
  idNumber: string | null;
  cellNumbers: string[];
  email: string | null;
  relationship: string | null;
}

/** UpdateMemberInput: fields left out keep their stored values (the locked ID is left out). */
export type UpdateMemberInput = Partial<Omit<CreateMemberInput, 'policyId' | 'memberType'>>;

/** What a changed member reads back: enough for the policy page's row (the policy is refetched). */
export interface FuneralChangedMember {
  id: string;
  memberType: string;
  firstNames: string;
  surname: string;
  gender: string | null;
  ageAtSignup: number | null;
  dateOfBirth: string | null;
  relationship: string | null;
  idType: string | null;
  idNumber: string | null;
  cellNumbers: string[];
  email: string | null;
  coverAmount: number;
  premium: number;
  state: string;
  covered: boolean;
}

export const FUNERAL_CREATE_MEMBER: TypedDocumentNode<{ createMember: FuneralChangedMember }, { input: CreateMemberInput }> = gql`
  mutation FuneralCreateMember($input: CreateMemberInput!) {
    createMember(input: $input) {
      id
      memberType
      firstNames
      surname
      gender
      ageAtSignup
      dateOfBirth
      relationship
      idType
      idNumber
      cellNumbers
      email
      coverAmount
      premium
      state
      covered
    }
  }
`;

export const FUNERAL_UPDATE_MEMBER: TypedDocumentNode<{ updateMember: FuneralChangedMember }, { id: string; input: UpdateMemberInput }> = gql`
  mutation FuneralUpdateMember($id: ID!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) {
      id
      memberType
      firstNames
      surname
      gender
      ageAtSignup
      dateOfBirth
      relationship
      idType
      idNumber
      cellNumbers
      email
      coverAmount
      premium
      state
      covered
    }
  }
`;
