export * from './payments-provider';
export * from './sandbox-payments-provider';
export * from './payments.config';
export * from './payments.providers';
