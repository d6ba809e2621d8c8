import { ageFromIdNumber, buildSaIdNumber } from '@imali/shared/validation';

let serial = Math.floor(Math.random() * 4000);

/** A valid South African ID number of a man born on `birthDate`, new within this run. */
export const newIdNumber = (birthDate = '1990-05-17'): string => buildSaIdNumber({ birthDate, serial: 5000 + (serial++ % 4999) })!;

/** The policy holder of a test sale (a member of createSalesInteractionPolicyWithMembers). */
export const saleHolder = (idNumber: string = newIdNumber()): Record<string, unknown> => ({
  memberType: 'POLICY_HOLDER',
  firstNames: 'Themba',
  surname: 'Ndlovu',
  idType: 'rsa_id',
  idNumber,
  ageAtSignup: ageFromIdNumber(idNumber)!,
  cellNumbers: ['0721112222'],
  email: 'themba@example.co.za',
  income: 15000,
});
