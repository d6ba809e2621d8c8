// Whom a client document is about (spec §3.3 forClientId; §7.3 createClientDocument): the client
// themselves, or someone covered on one of their own funeral policies (their spouse's ID), never
// an arbitrary other person (docs/decisions/vault-document-for-someone-else.md). The browser offers
// only those people; the vault checks the id against funeral's list of them again.
import { isUuid } from '@imali/shared/validation';

/** Documents that may be about someone else: an identity document, a vaccination certificate, any other paper. */
export const FOR_SOMEONE_ELSE_TYPES = ['RSA_ID', 'COVID19_VACCINATION_CERTIFICATE', 'OTHER'] as const;
export const DOCUMENT_FOR_MESSAGE = 'Choose yourself or someone covered on your funeral policies';
export const DOCUMENT_FOR_TYPE_MESSAGE = 'This document can only be about you';

export const canBeAboutSomeoneElse = (type: unknown): boolean =>
  typeof type === 'string' && (FOR_SOMEONE_ELSE_TYPES as readonly string[]).includes(type.trim().toUpperCase());

/**
 * What is wrong with `forClientId` for a document of `type` (undefined when nothing): left out (or
 * the client's own id) is always fine; anyone else only for the types above, only by a well-formed
 * id, and only one of `linkedIds` (the lives covered on the client's policies).
 */
export function documentForProblem(input: { type: unknown; forClientId: unknown; ownClientId: string | null; linkedIds?: readonly string[] }): string | undefined {
  const { forClientId } = input;
  if (forClientId === undefined || forClientId === null || forClientId === '' || forClientId === input.ownClientId) return undefined;
  if (!isUuid(forClientId)) return DOCUMENT_FOR_MESSAGE;
  if (!canBeAboutSomeoneElse(input.type)) return DOCUMENT_FOR_TYPE_MESSAGE;
  if (input.linkedIds && !input.linkedIds.some((id) => id.toLowerCase() === forClientId.toLowerCase())) return DOCUMENT_FOR_MESSAGE;
  return undefined;
}

/** How the "This ID is for" choice names a covered life's relation to the client. */
export const DOCUMENT_FOR_RELATION_LABELS: Readonly<Record<string, string>> = {
  SPOUSE: 'Spouse',
  CHILD: 'Child',
  PARENT: 'Parent or in-law',
  EXTENDED: 'Extended family',
};
