import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FuneralQuoteVariables, PolicyQuoteResult } from '../quote/quote-types';

export interface FuneralGetQuoteData {
  getPolicyQuote: PolicyQuoteResult;
}

/** The quick quote (funeral.md section 7, GetQuote): premium per month, total cover and each life. */
export const FUNERAL_GET_QUOTE: TypedDocumentNode<FuneralGetQuoteData, FuneralQuoteVariables> = gql`
  query FuneralGetQuote(
    $idNumber: String
    $age: Int
    $ageSpouse: Int
    $gender: String
    $spouse: Boolean
    $children: Int
    $childAges: [Int]
    $coverAmount: Int
    $parents: [QuoteDependantInput!]
    $extended: [QuoteDependantInput!]
    $income: Float
  ) {
    getPolicyQuote(
      idNumber: $idNumber
      age: $age
      ageSpouse: $ageSpouse
      gender: $gender
      spouse: $spouse
      children: $children
      childAges: $childAges
      coverAmount: $coverAmount
      parents: $parents
      extended: $extended
      income: $income
    ) {
      premium
      premiumBeforeMinimum
      minimumPremiumShortfall
      totalCover
      coverAmount
      policyType
      pricingVersion
      lives {
        memberType
        position
        age
        gender
        coverAmount
        cappedFrom
        capMessage
        premium
      }
    }
  }
`;

export interface FuneralQuoteClient {
  id: string;
  firstNames: string | null;
  surname: string | null;
  email: string | null;
  gender: string | null;
  birthDate: string | null;
  income: number | null;
  idNumber: string | null;
  /** rsa_id, zim_id, nam_id, bot_id or oth_id. */
  idType: string | null;
  cellNumbers: string[];
}

export interface FuneralQuoteClientData {
  myClient: FuneralQuoteClient | null;
}

/**
 * What the wizard prefills for a signed-in client (funeral.md section 3, initial wizard state):
 * the quote's answers and the purchase's policy holder. passportExpiresDate is not asked: the
 * sale's members have no field for it.
 */
export const FUNERAL_QUOTE_CLIENT: TypedDocumentNode<FuneralQuoteClientData, Record<string, never>> = gql`
  query FuneralQuoteClient {
    myClient {
      id
      firstNames
      surname
      email
      gender
      birthDate
      income
      idNumber
      idType
      cellNumbers
    }
  }
`;
