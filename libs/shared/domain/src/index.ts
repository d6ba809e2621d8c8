// @imali/shared/domain: framework-free facts shared by every area (banks, credit risk bands,
// rand and date formatting, the collections' SAST calendar, query strings, the Budget form's rules).
export * from './lib/bank-list';
export * from './lib/credit-risk-band';
export * from './lib/debt-account-types';
export * from './lib/rand-format';
export * from './lib/date-format';
export * from './lib/query-string';
export * from './lib/bank-account-rules';
export * from './lib/id-types';
export * from './lib/genders';
export * from './lib/lead-rules';
export * from './lib/file-upload';
export * from './lib/graphql-request';
export * from './lib/file-name';
export * from './lib/web-signature-rules';
export * from './lib/mask-account-number';
export * from './lib/clearance-certificate-states';
export * from './lib/budget';
export * from './lib/collection-calendar';
export * from './lib/web-link';
