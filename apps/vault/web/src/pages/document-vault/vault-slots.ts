// Spec 2.5: the vault always lists Selfie, SA ID, Proof of Vaccination and Payslips; other
// document types appear when present.
import { DOCUMENT_KINDS, FIXED_VAULT_TYPES, type ClientDocumentTypeName } from '@imali/vault/domain';

/** What the slots need of a document (the page passes VaultDocumentsQuery's documents). */
export interface SlottedDocument {
  type: string | null;
}

export interface VaultSlot<D extends SlottedDocument> {
  type: ClientDocumentTypeName;
  title: string;
  /** The slot's page: /documents/selfie, /documents/id, /documents/vaccine, /documents/payslip. */
  path: string;
  documents: D[];
}

export const FIXED_SLOTS: ReadonlyArray<{ type: ClientDocumentTypeName; title: string; path: string }> = FIXED_VAULT_TYPES.map((type) => ({
  type,
  title: DOCUMENT_KINDS[type].plural,
  path: `/documents/${DOCUMENT_KINDS[type].segment}`,
}));

/** The four fixed slots with their documents, plus the documents of any other type. */
export function vaultSlots<D extends SlottedDocument>(documents: readonly D[]): { slots: VaultSlot<D>[]; others: D[] } {
  const fixedTypes = new Set<string>(FIXED_VAULT_TYPES);
  return {
    slots: FIXED_SLOTS.map((slot) => ({ ...slot, documents: documents.filter((doc) => doc.type === slot.type) })),
    others: documents.filter((doc) => !doc.type || !fixedTypes.has(doc.type)),
  };
}
