// @imali/vault/pdf: the vault's PDF template layer (pdfkit) and its templates. Credit life and
// clearance add their templates here (a PdfTemplate each) and register a generated document kind
// in the vault subgraph (generated/generated-kinds.ts).
export * from './pdf-template';
export * from './format';
export * from './templates/funeral-data';
export * from './templates/funeral-schedule.template';
export * from './templates/funeral-policy-wording.template';
export * from './templates/funeral-letter.template';
export * from './templates/debit-order-mandate.template';
