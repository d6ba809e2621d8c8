// The quote's shapes as the remote reads them: the generated types of FuneralPolicyQuoteFields
// (quote/quote.graphql), FuneralGetQuote and FuneralQuoteClient (quick-quote/quick-quote.graphql),
// under the names the quote code uses.
import type { FuneralGetQuoteQueryVariables, FuneralPolicyQuoteFieldsFragment, FuneralQuoteClientQuery, QuoteDependantInput } from '../gql/graphql';

/** getPolicyQuote's arguments (funeral.md section 7, plus childAges). */
export type FuneralQuoteVariables = FuneralGetQuoteQueryVariables;
/** A parent or extended family member (gender MALE or FEMALE). */
export type QuoteDependantVariables = QuoteDependantInput;
export type PolicyQuoteResult = FuneralPolicyQuoteFieldsFragment;
export type QuotedLifeResult = PolicyQuoteResult['lives'][number];
/** What the wizard prefills for a signed-in client (funeral.md section 3, initial wizard state). */
export type FuneralQuoteClient = NonNullable<FuneralQuoteClientQuery['myClient']>;
