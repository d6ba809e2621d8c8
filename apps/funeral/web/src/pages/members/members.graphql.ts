// The member operations are written with the policy's query (FUNERAL_POLICY_DOCUMENTS), where
// they share its member fragments.
import { operationDocument } from '@imali/shared/web';
import { FUNERAL_POLICY_DOCUMENTS, type FuneralMember, type FuneralMemberContact, type FuneralMemberFields } from '../funeral-policy/funeral-policy.graphql';

/** One dependant as the edit form reads it (the ID number reaches the policy owner only). */
export interface FuneralMemberDetail extends FuneralMemberFields, FuneralMemberContact {
  policyId: string;
  /** When the member joined the policy (ISO date-time): their age at signup is their age on that day. */
  joinedAt: string;
}

export interface FuneralMemberDetailData {
  member: FuneralMemberDetail | null;
}

/** The edit form's member (NOT_FOUND or FORBIDDEN unless it is on one of the caller's policies). */
export const FUNERAL_MEMBER_DETAIL = operationDocument<FuneralMemberDetailData, { id: string }>(FUNERAL_POLICY_DOCUMENTS, 'FuneralMemberDetail');

/** CreateMemberInput of the funeral subgraph: a member's own and contact fields, on a policy. */
export interface CreateMemberInput extends Omit<FuneralMemberFields, 'id' | 'state'>, FuneralMemberContact {
  policyId: string;
}

/** UpdateMemberInput: fields left out keep their stored values (the locked ID is left out). */
export type UpdateMemberInput = Partial<Omit<CreateMemberInput, 'policyId' | 'memberType'>>;

/** What a changed member reads back: enough for the policy page's row (the policy is refetched). */
export type FuneralChangedMember = FuneralMember & FuneralMemberContact;

export const FUNERAL_CREATE_MEMBER = operationDocument<{ createMember: FuneralChangedMember }, { input: CreateMemberInput }>(FUNERAL_POLICY_DOCUMENTS, 'FuneralCreateMember');

export const FUNERAL_UPDATE_MEMBER = operationDocument<{ updateMember: FuneralChangedMember }, { id: string; input: UpdateMemberInput }>(
  FUNERAL_POLICY_DOCUMENTS,
  'FuneralUpdateMember',
);
