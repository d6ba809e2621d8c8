// @imali/debt/domain: the debt area's rules in plain TypeScript (obligation categories, monthly
// totals, affordability and budget, credit score tips and band, amortisation, the normal,
// debt-counselling and snowball projections, graph downsampling), used by the debt subgraph
// and its web remote. Money is in whole cents, rates are annual percentages, and every
// projection takes an explicit "today". Nothing here may import React, Nest or MikroORM.
export * from './lib/debt-constants';
export * from './lib/debt-obligation';
export * from './lib/debt-totals';
export * from './lib/affordability';
export * from './lib/credit-score';
export * from './lib/amortisation';
export * from './lib/payment-projection';
export * from './lib/debt-counselling';
export * from './lib/snowball';
export * from './lib/downsample';
export * from './lib/budget';
