// @imali/shared/validation: framework-free rules and messages from the spec, used by the
// react-final-form forms and by the subgraphs alike.
export * from './lib/messages';
export * from './lib/validator';
export * from './lib/collect-errors';
export * from './lib/calendar-date';
export * from './lib/luhn';
export * from './lib/required';
export * from './lib/number';
export * from './lib/email';
export * from './lib/cellphone';
export * from './lib/sa-id-number';
export * from './lib/sa-id-number-builder';
export * from './lib/tax-number';
export * from './lib/future-date';
export * from './lib/accept-terms';
export * from './lib/conditional-required';
export * from './lib/bank-account-number';
export * from './lib/field-limits';
export * from './lib/max-length';
export * from './lib/identifiers';
export * from './lib/account';
export * from './lib/common-passwords';
export { isBlank, toNumber, toWholeNumber } from './lib/input';
