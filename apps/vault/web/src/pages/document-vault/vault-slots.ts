// Spec 2.5: the vault always lists Selfie, SA ID, Proof of Vaccination and Payslips; other
// document types appear when present.
import type { ClientDocumentType } from '../../gql/graphql';

/** What the slots need of a document (the page passes VaultDocumentsQuery's documents). */
export interface SlottedDocument {
  type: string | null;
}

export interface VaultSlot<D extends SlottedDocument> {
  type: string;
  title: string;
  documents: D[];
}

export const FIXED_SLOTS: ReadonlyArray<{ type: ClientDocumentType; title: string }> = [
  { type: 'SELFIE', title: 'Selfie' },
  { type: 'RSA_ID', title: 'SA ID' },
  { type: 'COVID19_VACCINATION_CERTIFICATE', title: 'Proof of Vaccination' },
  { type: 'PAYSLIP', title: 'Payslips' },
];

/** The four fixed slots with their documents, plus the documents of any other type. */
export function vaultSlots<D extends SlottedDocument>(documents: readonly D[]): { slots: VaultSlot<D>[]; others: D[] } {
  const fixedTypes = new Set<string>(FIXED_SLOTS.map((slot) => slot.type));
  return {
    slots: FIXED_SLOTS.map((slot) => ({ ...slot, documents: documents.filter((doc) => doc.type === slot.type) })),
    others: documents.filter((doc) => !doc.type || !fixedTypes.has(doc.type)),
  };
}
