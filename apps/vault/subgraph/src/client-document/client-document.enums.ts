// The client document's closed sets as GraphQL enums (docs/decisions/client-document-types.md).
// Wire values are the stored values, unchanged.
import { registerEnumType, type FieldMiddleware } from '@nestjs/graphql';
import { CLIENT_DOCUMENT_SOURCES, CLIENT_DOCUMENT_TYPES } from './client-document-rules';

/** §3.3's back-office types: group documents and debit order mandates (made by staff, not uploaded). */
export const BACK_OFFICE_DOCUMENT_TYPES = [
  'WAITING_PERIOD_ACCEPTANCE',
  'ADDENDUM_TO_CONSTITUTION',
  'FUNERAL_CONSTITUTION',
  'FUNERAL_POLICY_DOCUMENT',
  'NOVATION_DOCUMENT',
  'DEBIT_ORDER_MANDATE',
] as const;

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T]: K };

/** Every type a vault document may have; createClientDocument accepts the uploadable ones (CLIENT_DOCUMENT_TYPES). */
export const ClientDocumentTypeEnum = asEnum([...CLIENT_DOCUMENT_TYPES, ...BACK_OFFICE_DOCUMENT_TYPES]);
registerEnumType(ClientDocumentTypeEnum, {
  name: 'ClientDocumentType',
  description: 'Uploadable: SELFIE, RSA_ID, COVID19_VACCINATION_CERTIFICATE, CLEARANCE_CERTIFICATE, HYPHEN, PAYSLIP, OTHER; made by the back office: group documents and debit order mandates',
});

export const ClientDocumentSourceEnum = asEnum(CLIENT_DOCUMENT_SOURCES);
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
export const storedDocumentSource = storedValue(CLIENT_DOCUMENT_SOURCES, 'DOCUMENT_VAULT_UPLOAD');
