// The client document's closed sets as GraphQL enums (docs/decisions/client-document-types.md).
// Wire values are the stored values, unchanged.
import { registerEnumType } from '@nestjs/graphql';
import { BACK_OFFICE_DOCUMENT_TYPES, CLIENT_DOCUMENT_SOURCES, CLIENT_DOCUMENT_TYPES, GENERATED_DOCUMENT_TYPES, VAULT_DOCUMENT_SOURCES } from './client-document-rules';

export { BACK_OFFICE_DOCUMENT_TYPES };

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T]: K };

/** Every type a vault document may have; createClientDocument accepts all but the generated ones. */
export const ClientDocumentTypeEnum = asEnum([...CLIENT_DOCUMENT_TYPES, ...BACK_OFFICE_DOCUMENT_TYPES, ...GENERATED_DOCUMENT_TYPES]);
registerEnumType(ClientDocumentTypeEnum, {
  name: 'ClientDocumentType',
  description: 'Recorded with createClientDocument: SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP, OTHER, the group documents and DEBIT_ORDER_MANDATE; made by the vault: FUNERAL_POLICY_SCHEDULE, FUNERAL_POLICY_WORDING, FUNERAL_LETTER, CREDIT_LIFE_CERTIFICATE, CREDIT_LIFE_AGREEMENT (and DEBIT_ORDER_MANDATE from /do/{id})',
});

export const ClientDocumentSourceEnum = asEnum([...CLIENT_DOCUMENT_SOURCES, ...VAULT_DOCUMENT_SOURCES]);
registerEnumType(ClientDocumentSourceEnum, { name: 'ClientDocumentSource', description: 'Where the document came from' });

/**
 * A stored type or source as its enum value (trimmed, upper case), or the fallback when the record
 * holds something else (written before the enum): the document still shows, as Other, instead of
 * the whole vault failing to load. Applied where documents are read (not as field middleware,
 * which cost a quarter of the list's time: docs/decisions/vault-document-list-query.md).
 */
const TYPES: ReadonlySet<string> = new Set(Object.values(ClientDocumentTypeEnum));
const SOURCES: ReadonlySet<string> = new Set(Object.values(ClientDocumentSourceEnum));
const stored = (values: ReadonlySet<string>, fallback: string) => (value: unknown): string => {
  if (typeof value === 'string' && values.has(value)) return value;
  const cleaned = String(value ?? '').trim().toUpperCase();
  return values.has(cleaned) ? cleaned : fallback;
};
export const storedDocumentType = stored(TYPES, 'OTHER');
export const storedDocumentSource = stored(SOURCES, 'DOCUMENT_VAULT_UPLOAD');

/** The document as the API shows it: the same object when its type and source are enum values, else a copy with them mapped. */
export function presentable<T extends { type: string; source: string }>(document: T): T {
  const type = storedDocumentType(document.type);
  const source = storedDocumentSource(document.source);
  return type === document.type && source === document.source ? document : { ...document, type, source };
}
