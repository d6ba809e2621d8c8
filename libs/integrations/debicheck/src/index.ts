export * from './debicheck-provider';
export * from './sandbox-debicheck-provider';
export * from './debicheck.config';
export * from './debicheck.providers';
export * from './sandbox-mandate-memory';
