// Spec 2.5: the vault always lists Selfie, SA ID, Proof of Vaccination and Payslips; other
// document types appear when present.

export interface VaultDocument {
  id: string;
  type: string | null;
  name: string | null;
  description: string | null;
  createdAt: string | null;
}

export interface VaultSlot {
  type: string;
  title: string;
  documents: VaultDocument[];
}

export const FIXED_SLOTS: ReadonlyArray<{ type: string; title: string }> = [
  { type: 'SELFIE', title: 'Selfie' },
  { type: 'RSA_ID', title: 'SA ID' },
  { type: 'COVID19_VACCINATION_CERTIFICATE', title: 'Proof of Vaccination' },
  { type: 'PAYSLIP', title: 'Payslips' },
];

/** The four fixed slots with their documents, plus the documents of any other type. */
export function vaultSlots(documents: readonly VaultDocument[]): { slots: VaultSlot[]; others: VaultDocument[] } {
  const fixedTypes = new Set(FIXED_SLOTS.map((slot) => slot.type));
  return {
    slots: FIXED_SLOTS.map((slot) => ({ ...slot, documents: documents.filter((doc) => doc.type === slot.type) })),
    others: documents.filter((doc) => !doc.type || !fixedTypes.has(doc.type)),
  };
}
