// @imali/shared/internal-contracts: the areas' internal routes other areas call (funeral's policy
// document data, savings' funeral premiums), one schema per route used by both ends, and their
// signed clients. Identity's internal API has its own lib (@imali/shared/identity-contract).
export * from './signed-call';
export * from './funeral';
export * from './savings';
