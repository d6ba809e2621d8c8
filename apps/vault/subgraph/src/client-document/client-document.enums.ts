// The client document's closed sets as GraphQL enums (docs/decisions/client-document-types.md).
// Wire values are the stored values, unchanged.
import { registerEnumType, type FieldMiddleware } from '@nestjs/graphql';
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
 * A stored type or source as its enum value (trimmed, upper case), or `fallback` when the record
 * holds something else (written before the enum): the document still shows, as Other, instead of
 * the whole vault failing to load.
 */
function storedValue(values: readonly string[], fallback: string): FieldMiddleware {
  return async (_context, next) => {
    const value = String((await next()) ?? '').trim().toUpperCase();
    return values.includes(value) ? value : fallback;
  };
}

export const storedDocumentType = storedValue(Object.values(ClientDocumentTypeEnum), 'OTHER');
export const storedDocumentSource = storedValue(Object.values(ClientDocumentSourceEnum), 'DOCUMENT_VAULT_UPLOAD');
