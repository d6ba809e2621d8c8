// The sale's shapes (funeral.md section 7): the generated types of FuneralCreateSale and
// FuneralCreateClientDocument (sale/sale.graphql), under the names both ways to buy use.
import type { FuneralCreateSaleMutation, FuneralCreateSaleMutationVariables, SaleBankAccountInput, SaleMemberInput } from '../gql/graphql';

export type SaleResult = FuneralCreateSaleMutation['createSalesInteractionPolicyWithMembers'];
/** One key per sale attempt (useIdempotentSubmit): a retry returns the first result. */
export type FuneralCreateSaleVariables = Omit<FuneralCreateSaleMutationVariables, 'members'> & { members: SaleMemberInput[] };
export type SaleBankAccountVariables = SaleBankAccountInput;
/** SELFIE ("Selfie") or RSA_ID ("ID Document"), source FUNERAL_QUICK_QUOTE (funeral.md section 7). */
export type ClientDocumentType = 'SELFIE' | 'RSA_ID';
