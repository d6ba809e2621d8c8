// @imali/savings/domain: the savings area's rules in plain TypeScript (bucket types and labels,
// status, progress colour and savings level, the guided goal's derived target amount and date
// and the monthly amount <-> target date recomputation, the chat flow's conversions, slider
// bounds and the December plan's choices, withdrawal and transfer rules, rand <-> cents), used
// by the savings subgraph and its web remote. Money is in whole cents inside, rand at the edges
// (toCents / toRand); every date rule takes an explicit "today". One file per rule in lib/,
// each with a table-driven *.spec.ts beside it; nothing here may import React, Nest or MikroORM
// (lint: platform:any).
export * from './lib/savings-constants';
export * from './lib/bucket-types';
export * from './lib/money';
export * from './lib/goal-dates';
export * from './lib/goal-progress';
export * from './lib/goal-quote';
export * from './lib/goal-details';
export * from './lib/chat-flow';
export * from './lib/plan-options';
export * from './lib/savings-rules';
export * from './lib/ledger';
export * from './lib/goal-rules-extra';
export * from './lib/collection-messages';
