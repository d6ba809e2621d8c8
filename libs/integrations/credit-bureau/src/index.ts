export * from './credit-bureau-provider';
export * from './sandbox-credit-records';
export * from './sandbox-credit-bureau-provider';
export * from './credit-bureau.config';
export * from './credit-bureau.providers';
