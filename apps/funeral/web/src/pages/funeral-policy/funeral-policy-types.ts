// Names for parts of the generated answers (src/gql) that several files of the policy page use.
import type { FuneralPaymentBankAccountsQuery, FuneralPolicyDetailQuery } from '../../gql/graphql';

/** A policy as /funeral/:id shows it (FuneralPolicyDetail). */
export type FuneralPolicyDetail = NonNullable<FuneralPolicyDetailQuery['funeral']>;

export type FuneralWaitingPeriod = FuneralPolicyDetail['waitingPeriods'][number];

/** One of the client's bank accounts, as the payment details show and choose it. */
export type FuneralPaymentBankAccount = NonNullable<FuneralPaymentBankAccountsQuery['myClient']>['bankAccounts'][number];
