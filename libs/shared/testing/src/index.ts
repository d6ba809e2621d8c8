export * from './test-subgraph';
