// The vault's input rules, used by the vault subgraph and the vault remote (one rule set, the
// spec's words: credit-life-clearance-vault-policies-groups.md §5.4).
import {
  EMAIL_MAX_LENGTH,
  OTP_BLOCKED_MESSAGE,
  OTP_INCORRECT_MESSAGE,
  maxLength,
  required,
  validateCellphone,
  validateEmail,
  validateOtpCode,
  validateSaIdNumber,
  CELL_NUMBER_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  type FieldError,
} from '@imali/shared/validation';

/** A name (file or document title) holding a C0/C1 control character or DEL is refused, not cleaned. */
export const CONTROL_CHARACTERS_MESSAGE = 'The name cannot contain control characters';

/** True when the text holds a C0 or C1 control character or DEL (tab and newline included). */
export function hasControlCharacters(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const first = (...messages: (string | undefined)[]) => messages.find(Boolean);

/** emailClientDocument's rule (§5.4 'Email document: email required and valid'). */
export function emailDocumentErrors(input: { email?: unknown }): FieldError[] {
  const email = trimmed(input.email);
  const message = first(required(email), maxLength(EMAIL_MAX_LENGTH)(email), validateEmail(email));
  return message ? [{ field: 'email', message }] : [];
}

/** How many documents a client may e-mail per hour (each is a message with their document attached). */
export const EMAIL_DOCUMENT_LIMIT_PER_HOUR = 10;
export const EMAIL_DOCUMENT_LIMIT_MESSAGE = 'You have e-mailed too many documents. Please try again later.';
export const EMAIL_DOCUMENT_SENT_MESSAGE = 'The document has been sent';

/** Names are at most this long (ours: the national system's fields are not longer). */
export const VACCINATION_NAME_MAX_LENGTH = 100;
/** The proof (vaccination) code printed on the vaccination card. */
export const VACCINATION_CODE_MAX_LENGTH = 20;
export const VACCINATION_CODE_MESSAGE = 'Enter the code on your vaccination card (letters and digits)';

export interface VaccinationFetchFields {
  idNumber?: unknown;
  firstNames?: unknown;
  surname?: unknown;
  cellNumber?: unknown;
  vaxCode?: unknown;
}

/** fetchVaccinationCertificate's rules (§5.4 'Vaccination: idNumber required and valid; names, cell number, proof code and OTP required'). */
export function vaccinationFetchErrors(input: VaccinationFetchFields): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  const idNumber = trimmed(input.idNumber);
  add('idNumber', first(required(idNumber), maxLength(ID_NUMBER_MAX_LENGTH)(idNumber), validateSaIdNumber(idNumber)));
  for (const field of ['firstNames', 'surname'] as const) {
    const value = trimmed(input[field]);
    add(field, first(required(value), maxLength(VACCINATION_NAME_MAX_LENGTH)(value), hasControlCharacters(value) ? CONTROL_CHARACTERS_MESSAGE : undefined));
  }
  const cell = trimmed(input.cellNumber);
  add('cellNumber', first(required(cell), maxLength(CELL_NUMBER_MAX_LENGTH)(cell), validateCellphone(cell)));
  const code = trimmed(input.vaxCode);
  add('vaxCode', first(required(code), maxLength(VACCINATION_CODE_MAX_LENGTH)(code), typeof code === 'string' && !/^[A-Za-z0-9]+$/.test(code) ? VACCINATION_CODE_MESSAGE : undefined));
  return errors;
}

/** createVaccinationCertificateClientDocument's OTP: 4 digits (§9); the wrong ones count (3 end the fetch). */
export function vaccinationOtpErrors(input: { OTP?: unknown }): FieldError[] {
  const otp = trimmed(input.OTP);
  const message = required(otp) ?? validateOtpCode(otp);
  return message ? [{ field: 'OTP', message }] : [];
}

export const VACCINATION_OTP_ATTEMPTS = 3;
/** §8's OTP texts. */
export const VACCINATION_OTP_WRONG_MESSAGE = OTP_INCORRECT_MESSAGE;
export const vaccinationOtpWrongDetail = (attemptsLeft: number) => `The OTP you've entered was incorrect. Please Try again. You have ${attemptsLeft} attempts left.`;
export const VACCINATION_OTP_BLOCKED_MESSAGE = OTP_BLOCKED_MESSAGE;
export const VACCINATION_FETCH_NOT_FOUND_MESSAGE = 'This certificate request has ended. Start again to get a new OTP.';
