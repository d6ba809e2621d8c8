// @imali/funeral/domain: the funeral area's rules in plain TypeScript (ages per covered member
// type, cover amounts, the funeral forms' input lengths, pricing, statutory limits, quote
// defaults and calculator, labels, member limits, waiting and cooling-off periods, policy and
// EasyPay numbers), used by the funeral subgraph and the funeral remote.
export * from './lib/covered-ages';
export * from './lib/cover-amounts';
export * from './lib/input-lengths';
export * from './lib/pricing-table';
export * from './lib/statutory-limits';
export * from './lib/quote-defaults';
export type { AgeSource, CoveredLifeInput, FuneralQuoteInput, QuoteDependantInput } from './lib/quote-input';
export * from './lib/price-quote';
export * from './lib/calculator-impacts';
export * from './lib/policy-labels';
export * from './lib/member-limits';
export * from './lib/waiting-periods';
export * from './lib/cooling-off';
export * from './lib/cancellation-rules';
export * from './lib/policy-numbers';
export { centsToRand, randToCents } from './lib/rand-cents';
export * from './lib/member-relationships';
export * from './lib/member-rules';
export * from './lib/sale-rules';
export * from './lib/payment-details-rules';
export * from './lib/third-party-rules';
export * from './lib/funeral-enums';
export * from './lib/premium-collection-rules';
export * from './lib/first-premium-rules';
export * from './lib/mandate-signing';
