// @imali/vault/domain: the vault area's rules in plain TypeScript (states and their
// transitions, limits, labels, calculations), used by the vault subgraph and its web remote.
// One file per rule in lib/, each with a table-driven *.spec.ts beside it; nothing here may
// import React, Nest or MikroORM (lint: platform:any). Export each rule from this file.
export * from './lib/document-types';
export * from './lib/email-document-rules';
export * from './lib/vaccination-rules';
export * from './lib/upload-rules';
export * from './lib/document-for-rules';
