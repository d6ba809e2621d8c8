// The relationship and identity-document options of funeral members (funeral.md §3 and §5.4):
// one list for the subgraph's checks and the web forms' choices.

/** Identity types (funeral.md §3): the shared list. */
export { ID_TYPES } from '@imali/shared/domain';

/** Parent relationships (funeral.md §3). */
export const PARENT_RELATIONSHIPS = ['MOTHER', 'FATHER', 'MOTHER_IN_LAW', 'FATHER_IN_LAW'] as const;

/** Extended relationships neither the dependant form (§5.4) nor the sale offers: other member types or not family (docs/decisions/funeral-member-changes.md). */
export const EXCLUDED_EXTENDED_RELATIONSHIPS = ['MOTHER', 'FATHER', 'FRIEND', 'FAMILY_FRIEND', 'SPOUSE', 'HUSBAND', 'WIFE'] as const;

/**
 * Extended relationships offered: those the spec names (funeral.md §3, "about 33 values
 * including ...") less the excluded ones, plus FATHER_IN_LAW beside MOTHER_IN_LAW. OTHER covers
 * the rest until the full list is known.
 */
export const EXTENDED_RELATIONSHIPS = [
  'MOTHER_IN_LAW',
  'FATHER_IN_LAW',
  'GRANDPARENTS',
  'AUNT',
  'UNCLE',
  'BROTHER',
  'SISTER',
  'FIRST_COUSIN',
  'NEPHEW',
  'NIECE',
  'SON',
  'DAUGHTER',
  'OTHER',
] as const;

/** The relationships a member of this type may have (none for spouses and children). */
export function relationshipOptions(memberType: string): readonly string[] {
  if (memberType === 'PARENT') return PARENT_RELATIONSHIPS;
  if (memberType === 'EXTENDED') return EXTENDED_RELATIONSHIPS;
  return [];
}
