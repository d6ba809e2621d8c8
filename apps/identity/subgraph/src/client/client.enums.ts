// The client's closed sets as GraphQL enums (docs/decisions/generated-web-types.md). Wire values
// are the stored values, unchanged: ID types in lower case (rsa_id, ...), genders in upper case.
import { registerEnumType, type FieldMiddleware } from '@nestjs/graphql';
import { GENDERS, ID_TYPES, type GenderCode, type IdType } from '@imali/shared/domain';

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T]: K };

export const IdTypeEnum = asEnum(ID_TYPES);
registerEnumType(IdTypeEnum, { name: 'IdType', description: 'South African ID (rsa_id), Zimbabwean (zim_id), Namibian (nam_id), Botswana (bot_id), other or passport (oth_id)' });

export const GenderEnum = asEnum(GENDERS);
registerEnumType(GenderEnum, { name: 'Gender' });

/** Which contact detail a pending change replaces (the field names of the profile input). */
export const ContactChangeFieldEnum = asEnum(['cellNumber', 'email'] as const);
registerEnumType(ContactChangeFieldEnum, { name: 'ContactChangeField', description: 'cellNumber or email' });

export type { GenderCode, IdType };

/**
 * An enum field read from a record: the stored text as its enum value (trimmed, in the enum's
 * case), or null when the record holds something else, so an odd stored value (written before
 * the enum, or by an internal route) never turns a whole answer into an error.
 */
export function storedEnumValue<T extends string>(values: readonly T[], toCase: (text: string) => string): FieldMiddleware {
  return async (_context, next) => {
    const stored: unknown = await next();
    if (stored === null || stored === undefined) return null;
    const value = toCase(String(stored).trim());
    return (values as readonly string[]).includes(value) ? value : null;
  };
}

export const storedIdType = storedEnumValue(ID_TYPES, (text) => text.toLowerCase());
export const storedGender = storedEnumValue(GENDERS, (text) => text.toUpperCase());
