export * from './test-subgraph';
export * from './client-field-contract';
export * from './built-subgraph';
export * from './fuzz';
export * from './gateway-only-guard';
export * from './raw-http';
export * from './staff-list';
