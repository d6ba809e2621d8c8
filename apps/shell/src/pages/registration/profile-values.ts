import { isSouthAfricanIdType, required } from '@imali/shared/validation';
import { textOrNull } from '@imali/shared/web';
import { DEFAULT_ID_TYPE } from './id-types';
import type { IdType, ShellProfileQuery, UpdateClientInput } from '../../gql/graphql';

/** The profile fields of the registration and Profile Settings form (ShellProfile's client). */
export type ProfileClient = NonNullable<ShellProfileQuery['myClient']>;

/** The profile form's values (text inputs hold strings; the mobile number is cellNumbers[0]). */
export interface ProfileValues {
  firstNames?: string;
  surname?: string;
  idType?: IdType;
  idNumber?: string;
  passportExpiresDate?: string;
  cellNumber?: string;
  email?: string;
  income?: string;
  marketingConsent?: boolean;
  acceptedTerms?: boolean;
}

/** ID type and number are locked once the client has an ID number (the server refuses changes). */
export function isIdLocked(client: Pick<ProfileClient, 'idNumber'>): boolean {
  return !required(client.idNumber);
}

/** The ID type that applies: the stored one when locked, else the form's choice. */
export function effectiveIdType(client: Pick<ProfileClient, 'idNumber' | 'idType'>, values: Pick<ProfileValues, 'idType'>): IdType {
  return (isIdLocked(client) ? client.idType : values.idType) || DEFAULT_ID_TYPE;
}

export function profileInitialValues(client: ProfileClient): ProfileValues {
  return {
    firstNames: client.firstNames ?? '',
    surname: client.surname ?? '',
    idType: client.idType || DEFAULT_ID_TYPE,
    idNumber: client.idNumber ?? '',
    passportExpiresDate: client.passportExpiresDate ?? '',
    cellNumber: client.cellNumbers[0] ?? '',
    email: client.email ?? '',
    income: client.income == null ? '' : String(client.income),
    marketingConsent: client.marketingConsent,
    acceptedTerms: client.acceptedTerms,
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

/**
 * UpdateClientInput for the form's values: the mobile number becomes cellNumbers[0] (other
 * numbers are kept), empty optional fields are cleared (null) except income, which is left out
 * when blank (it cannot be cleared), the passport expiry date is
 * sent only for non-South-African ID types, and a locked ID type and number are not sent.
 */
export function toProfileInput(values: ProfileValues, client: ProfileClient): UpdateClientInput {
  const idType = effectiveIdType(client, values);
  const cellNumber = text(values.cellNumber);
  const income = text(values.income);
  const input: UpdateClientInput = {
    firstNames: text(values.firstNames),
    surname: textOrNull(values.surname),
    cellNumbers: [cellNumber, ...client.cellNumbers.slice(1).filter((number) => number !== cellNumber)],
    email: textOrNull(values.email),
    passportExpiresDate: isSouthAfricanIdType(idType) ? null : textOrNull(values.passportExpiresDate),
    marketingConsent: values.marketingConsent === true,
    acceptedTerms: values.acceptedTerms === true,
  };
  // Income cannot be cleared (Profile Settings requires it); blank at registration is left out.
  if (income !== '') input.income = Number(income);
  if (!isIdLocked(client)) {
    input.idType = idType;
    input.idNumber = text(values.idNumber);
  }
  return input;
}

/** The form fields on screen, for placing the server's per-field messages (others join the form error). */
export function profileFormFields(client: ProfileClient, values: ProfileValues): string[] {
  const fields = ['firstNames', 'surname', 'cellNumber', 'email', 'income', 'marketingConsent', 'acceptedTerms'];
  if (!isIdLocked(client)) fields.push('idType', 'idNumber');
  if (!isSouthAfricanIdType(effectiveIdType(client, values))) fields.push('passportExpiresDate');
  return fields;
}

/** Server field names that differ from the form's. */
export const PROFILE_FIELD_RENAMES: Readonly<Record<string, string>> = { cellNumbers: 'cellNumber' };
