export * from './routes';
export * from './field-errors';
export * from './identity-internal-client';
export * from './contract-body.pipe';
export * from './debit-order-collections';
export * from './debit-order-collection.job';
export * from './tell-client';
