// The client document types (credit-life-clearance-vault-policies-groups.md §3.3) as the vault
// names and routes them (§2.5): the four slots it always lists, each type's label and the path
// of its pages under /documents. Used by the vault remote's pages and the funeral policy page.

export const CLIENT_DOCUMENT_TYPES = [
  'SELFIE',
  'RSA_ID',
  'COVID19_VACCINATION_CERTIFICATE',
  'CLEARANCE_CERTIFICATE',
  'HYPHEN',
  'PAYSLIP',
  'OTHER',
  'WAITING_PERIOD_ACCEPTANCE',
  'ADDENDUM_TO_CONSTITUTION',
  'FUNERAL_CONSTITUTION',
  'FUNERAL_POLICY_DOCUMENT',
  'NOVATION_DOCUMENT',
  'DEBIT_ORDER_MANDATE',
  // Made by the vault from a policy's data (§2.5's PDF routes), stored with their version.
  'FUNERAL_POLICY_SCHEDULE',
  'FUNERAL_POLICY_WORDING',
  'FUNERAL_LETTER',
  'CREDIT_LIFE_CERTIFICATE',
  'CREDIT_LIFE_AGREEMENT',
] as const;

export type ClientDocumentTypeName = (typeof CLIENT_DOCUMENT_TYPES)[number];

/** The types a group's documents have (§3.3): shown at /documents/group-document/{id}. */
export const GROUP_DOCUMENT_TYPES: readonly ClientDocumentTypeName[] = [
  'WAITING_PERIOD_ACCEPTANCE',
  'ADDENDUM_TO_CONSTITUTION',
  'FUNERAL_CONSTITUTION',
  'FUNERAL_POLICY_DOCUMENT',
  'NOVATION_DOCUMENT',
];

export interface DocumentKind {
  /** One document of the type, as a title ("SA ID"). */
  label: string;
  /** The list's title (the vault's slot names for the four fixed types). */
  plural: string;
  /** The pages' path segment under /documents (§2.5): /documents/{segment} and /documents/{segment}/{id}. */
  segment: string;
  /** Whether the client adds this type themselves (/documents/{segment}/add or /documents/selfie). */
  uploadable: boolean;
}

const kind = (label: string, plural: string, segment: string, uploadable = false): DocumentKind => ({ label, plural, segment, uploadable });

export const DOCUMENT_KINDS: Readonly<Record<ClientDocumentTypeName, DocumentKind>> = {
  SELFIE: kind('Selfie', 'Selfie', 'selfie', true),
  RSA_ID: kind('SA ID', 'SA ID', 'id', true),
  COVID19_VACCINATION_CERTIFICATE: kind('Proof of Vaccination', 'Proof of Vaccination', 'vaccine', true),
  PAYSLIP: kind('Payslip', 'Payslips', 'payslip', true),
  HYPHEN: kind('Hyphen statement', 'Hyphen statements', 'hyphenStatement'),
  // /documents/clearance-certificate/{id} is the certificate's generated PDF (by certificate id); a stored one opens as a document.
  CLEARANCE_CERTIFICATE: kind('Clearance certificate', 'Clearance certificates', 'document'),
  // /documents/do/{id} is the mandate's generated PDF (by mandate id); a stored mandate opens as a document.
  DEBIT_ORDER_MANDATE: kind('Debit order mandate', 'Debit order mandates', 'document'),
  OTHER: kind('Document', 'Other documents', 'document'),
  WAITING_PERIOD_ACCEPTANCE: kind('Waiting period acceptance', 'Waiting period acceptances', 'group-document'),
  ADDENDUM_TO_CONSTITUTION: kind('Addendum to constitution', 'Addenda to constitution', 'group-document'),
  FUNERAL_CONSTITUTION: kind('Funeral constitution', 'Funeral constitutions', 'group-document'),
  FUNERAL_POLICY_DOCUMENT: kind('Funeral policy document', 'Funeral policy documents', 'group-document'),
  NOVATION_DOCUMENT: kind('Novation document', 'Novation documents', 'group-document'),
  FUNERAL_POLICY_SCHEDULE: kind('Funeral policy schedule', 'Funeral policy schedules', 'document'),
  FUNERAL_POLICY_WORDING: kind('Funeral policy wording', 'Funeral policy wordings', 'document'),
  FUNERAL_LETTER: kind('Funeral letter', 'Funeral letters', 'document'),
  CREDIT_LIFE_CERTIFICATE: kind('Credit life certificate of insurance', 'Credit life certificates', 'document'),
  CREDIT_LIFE_AGREEMENT: kind('Credit life agreement', 'Credit life agreements', 'document'),
};

/** §2.5: the vault always lists these four, in this order; other types appear when present. */
export const FIXED_VAULT_TYPES: readonly ClientDocumentTypeName[] = ['SELFIE', 'RSA_ID', 'COVID19_VACCINATION_CERTIFICATE', 'PAYSLIP'];

export function isClientDocumentType(value: unknown): value is ClientDocumentTypeName {
  return typeof value === 'string' && (CLIENT_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The kind of a type as the API sends it; an unknown type reads as OTHER. */
export function documentKind(type: unknown): DocumentKind {
  return DOCUMENT_KINDS[isClientDocumentType(type) ? type : 'OTHER'];
}

/** Where one document is shown: /documents/{segment}/{id} (the selfie has one page, /documents/selfie). */
export function documentPath(document: { id: string; type: unknown }): string {
  const { segment } = documentKind(document.type);
  return `/documents/${segment}/${encodeURIComponent(document.id)}`;
}

/**
 * The types shown at /documents/{segment}/{id}: those whose kind has that segment. A document of
 * another type opened there is "Not Found" on the page and from the vault (clientdocument's
 * `types`), as another client's is: docs/decisions/vault-document-page-type.md.
 */
export function documentTypesAt(segment: string): ClientDocumentTypeName[] {
  return CLIENT_DOCUMENT_TYPES.filter((type) => DOCUMENT_KINDS[type].segment === segment);
}
