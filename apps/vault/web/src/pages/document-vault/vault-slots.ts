// Spec 2.5: the vault always lists Selfie, SA ID, Proof of Vaccination and Payslips; other
// document types appear when present.
import { CLIENT_DOCUMENT_TYPES, DOCUMENT_KINDS, FIXED_VAULT_TYPES, documentKind, documentPath, isClientDocumentType, type ClientDocumentTypeName } from '@imali/vault/domain';

/** What the slots need of a document (the page passes VaultDocumentsQuery's documents). */
export interface SlottedDocument {
  id: string;
  type: string | null;
  name?: string | null;
  createdAt?: string | null;
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

/** The other types with a list page of their own (routes.tsx): /documents/hyphenStatement. */
export const OTHER_LIST_PAGES: Partial<Record<ClientDocumentTypeName, string>> = { HYPHEN: `/documents/${DOCUMENT_KINDS.HYPHEN.segment}` };

/**
 * One card for each other type present (docs/decisions/vault-other-types.md): its documents, newest
 * first, and where the card leads: the type's list page, else its document (one), else its newest
 * (a generated PDF's versions; the newest is the one in force).
 */
export interface OtherTypeGroup<D extends SlottedDocument> {
  type: ClientDocumentTypeName;
  /** The type's plural ("Hyphen statements") for several or a list page; one document's name (or the type's label). */
  title: string;
  path: string;
  documents: D[];
}

const newestFirst = (a: SlottedDocument, b: SlottedDocument) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** The four fixed slots with their documents, plus one group for each other type present (an unknown type counts as OTHER). */
export function vaultSlots<D extends SlottedDocument>(documents: readonly D[]): { slots: VaultSlot<D>[]; others: OtherTypeGroup<D>[] } {
  const fixedTypes = new Set<string>(FIXED_VAULT_TYPES);
  const byType = new Map<ClientDocumentTypeName, D[]>();
  for (const doc of documents) {
    if (doc.type && fixedTypes.has(doc.type)) continue;
    const type = isClientDocumentType(doc.type) ? doc.type : 'OTHER';
    byType.set(type, [...(byType.get(type) ?? []), doc]);
  }
  const others = CLIENT_DOCUMENT_TYPES.filter((type) => byType.has(type)).map((type) => {
    const typed = [...byType.get(type)!].sort(newestFirst);
    const listPage = OTHER_LIST_PAGES[type];
    const kind = documentKind(type);
    return { type, title: listPage || typed.length > 1 ? kind.plural : typed[0]!.name || kind.label, path: listPage ?? documentPath(typed[0]!), documents: typed };
  });
  return {
    slots: FIXED_SLOTS.map((slot) => ({ ...slot, documents: documents.filter((doc) => doc.type === slot.type) })),
    others,
  };
}
