export * from './sandbox';
export * from './integration-error';
export * from './integration-config';
