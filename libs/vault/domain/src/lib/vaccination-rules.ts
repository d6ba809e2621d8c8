// §5.4 "Vaccination: idNumber required and valid; names, cell number, proof code and OTP
// required" (fetchVaccinationCertificate's input, then createVaccinationCertificateClientDocument's
// OTP). The vault remote's form and the vault subgraph run these maps.
import {
  CODE_MAX_LENGTH,
  ID_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  maxLength,
  required,
  validateCellphone,
  validateNoNulCharacter,
  validateOtpCode,
  validateSaIdNumber,
  type ValidationRules,
} from '@imali/shared/validation';

/** fetchVaccinationCertificate(input: { idNumber, firstNames, surname, cellNumber, vaxCode }). */
export const VACCINATION_FETCH_RULES: ValidationRules = {
  idNumber: [required, maxLength(ID_NUMBER_MAX_LENGTH), (value) => validateSaIdNumber(value)],
  firstNames: [required, maxLength(NAME_MAX_LENGTH), validateNoNulCharacter],
  surname: [required, maxLength(NAME_MAX_LENGTH), validateNoNulCharacter],
  cellNumber: [required, validateCellphone],
  vaxCode: [required, maxLength(CODE_MAX_LENGTH), validateNoNulCharacter],
};

/** createVaccinationCertificateClientDocument(fetchId, OTP): the OTP is 4 digits (§5.4, §9). */
export const VACCINATION_OTP_RULES: ValidationRules = {
  OTP: [required, validateOtpCode],
};
