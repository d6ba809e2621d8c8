export * from './vaccination-provider';
export * from './sandbox-vaccination-provider';
export * from './vaccination.config';
export * from './vaccination.providers';
