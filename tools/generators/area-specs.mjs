// The first record type of each area subgraph, as the generator writes it. Later issues grow
// each area by hand from there; this file only seeds a new area's shape. The area itself (port,
// schema, routes, tags) is in the registry, areas.json; an area missing here gets a plain
// first record (see defaultSpec in subgraph.mjs).
// Debt has no entry: its placeholder first record (a client-owned debt_breakdown table) was
// dropped (Migration20261126232941_credit_record_financial_summary). Client.debtBreakdown is now
// computed from the stored credit record (credit_record, keyed by the ID number's hash, not
// client-owned), and the budget (financial_summary) and identity questions (credit_challenge)
// grew by hand, in no shape this generator writes.
export const areaSpecs = {
  funeral: {
    type: 'FuneralPolicy', table: 'funeral_policy', field: 'funeralPolicies', list: true,
    doc: 'A funeral policy of a client.', fieldDoc: "The client's funeral policies",
    fields: [
      { name: 'policyNumber', kind: 'string' },
      { name: 'productType', kind: 'string' },
      { name: 'state', kind: 'string' },
      { name: 'coverAmount', kind: 'money' },
      { name: 'currentPremiumTotal', kind: 'money' },
    ],
  },
  'credit-life': {
    type: 'CreditLife', table: 'credit_life', field: 'creditLife', list: false,
    doc: "A client's credit life cover (one record; its loans come later).", fieldDoc: "The client's credit life cover",
    fields: [
      { name: 'policyStatus', kind: 'string' },
      { name: 'payment', kind: 'money' },
      { name: 'nextPaymentDate', kind: 'date', nullable: true },
    ],
  },
  savings: {
    type: 'Savings', table: 'savings', field: 'savings', list: false,
    doc: "A client's savings (one per client), holding the goals (buckets).", fieldDoc: "The client's savings and goals",
    fields: [{ name: 'paymentBankAccountId', kind: 'uuid', nullable: true }],
  },
  clearance: {
    type: 'ClearanceCertificate', table: 'clearance_certificate', field: 'clearanceCertificates', list: true,
    doc: 'A debt-review clearance certificate application.', fieldDoc: "The client's clearance certificate applications",
    fields: [
      { name: 'certificateNumber', kind: 'string', nullable: true },
      { name: 'state', kind: 'string' },
      { name: 'amount', kind: 'money' },
      { name: 'amountPaid', kind: 'money' },
    ],
  },
  vault: {
    type: 'ClientDocument', table: 'client_document', field: 'documents', list: true,
    doc: "A document in the client's vault.", fieldDoc: "The client's documents",
    fields: [
      { name: 'type', kind: 'string' },
      { name: 'name', kind: 'string' },
      { name: 'description', kind: 'text', nullable: true },
    ],
  },
  groups: {
    type: 'Group', table: 'funeral_group', field: 'groups', list: true,
    doc: 'A funeral group (burial society) a client belongs to.', fieldDoc: 'The funeral groups the client belongs to',
    fields: [
      { name: 'name', kind: 'string' },
      { name: 'postalCode', kind: 'string', nullable: true },
      { name: 'email', kind: 'string', nullable: true },
    ],
  },
};

export const pascal = (s) => s.replace(/(^|[-_])(\w)/g, (_, __, c) => c.toUpperCase());

/** A new area's first record type when areaSpecs does not describe one. */
const defaultSpec = (name, schema) => ({
  type: `${pascal(name)}Record`, table: `${schema}_record`, field: `${pascal(name).replace(/^./, (c) => c.toLowerCase())}Records`, list: true,
  doc: `A ${name.replace(/-/g, ' ')} record of a client.`, fieldDoc: `The client's ${name.replace(/-/g, ' ')} records`,
  fields: [{ name: 'name', kind: 'string' }],
});

/** The first record type of a registered area (subgraph entity, Client field, the remote's first page). */
export function recordSpec({ name, schema }) {
  return { ...(areaSpecs[name] ?? defaultSpec(name, schema)), schema };
}
