export * from './test-subgraph';
export * from './client-field-contract';
export * from './built-subgraph';
