// The signed-in client the chat-style sale's specs start from: Thabo Nkosi, 35 all year, with
// an income, accepted terms and both documents on record (specs override what they test).
import { buildSaIdNumber } from '@imali/shared/validation';
import type { ChatSaleClient } from './chat-sale-types';

const year = new Date().getFullYear();
/** Born on 1 January: exactly this age all year. */
export const born = (age: number) => `${year - age}-01-01`;

export const HOLDER_ID = buildSaIdNumber({ birthDate: born(35), serial: 5123 }) as string;

export const CHAT_CLIENT: ChatSaleClient = {
  __typename: 'Client',
  id: 'client-1',
  firstNames: 'Thabo',
  surname: 'Nkosi',
  idNumber: HOLDER_ID,
  idType: 'rsa_id',
  passportExpiresDate: null,
  birthDate: born(35),
  cellNumbers: ['0821234567'],
  gender: 'MALE',
  email: 'thabo@example.com',
  income: 15000,
  acceptedTerms: true,
  bankAccounts: [],
  documents: [
    { __typename: 'ClientDocument', id: 'doc-1', type: 'RSA_ID' },
    { __typename: 'ClientDocument', id: 'doc-2', type: 'SELFIE' },
  ],
};
