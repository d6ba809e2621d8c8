// The PDFs the vault makes from a policy's data (§2.5, §7.3 "REST GET ... for PDFs"), shown at
// /documents/<path> and fetched with the session cookie from the gateway's PDF routes.

export type GeneratedDocumentKind = 'funeral-schedule' | 'funeral-policy' | 'funeral-letter' | 'debit-order' | 'cli-coi' | 'cli-policy' | 'clearance-certificate';

export interface GeneratedDocument {
  title: string;
  /** The type the vault stores the PDF under (with the policy, mandate or letter as its subjectId), for Email. */
  documentType: string;
  /** The file name a download gets. */
  fileName: (id: string) => string;
  /** Where the gateway serves the PDF (same origin, session cookie). */
  url: (id: string) => string;
}

const at = (path: string) => (id: string) => path.replace('{id}', encodeURIComponent(id));

/** The gateway's authenticated PDF routes (under /files/pdf/, served with the session cookie like /files/{id}). */
export const GENERATED_DOCUMENTS: Readonly<Record<GeneratedDocumentKind, GeneratedDocument>> = {
  'funeral-schedule': { title: 'Funeral policy schedule', documentType: 'FUNERAL_POLICY_SCHEDULE', fileName: (id) => `policy-schedule-${id}.pdf`, url: at('/files/pdf/funeral/{id}/schedule') },
  'funeral-policy': { title: 'Funeral policy wording', documentType: 'FUNERAL_POLICY_WORDING', fileName: (id) => `policy-${id}.pdf`, url: at('/files/pdf/funeral/{id}/policy') },
  'funeral-letter': { title: 'Funeral letter', documentType: 'FUNERAL_LETTER', fileName: (id) => `letter-${id}.pdf`, url: at('/files/pdf/funeral/letter/{id}') },
  'debit-order': { title: 'Debit order mandate', documentType: 'DEBIT_ORDER_MANDATE', fileName: (id) => `debit-order-mandate-${id}.pdf`, url: at('/files/pdf/do/{id}') },
  'cli-coi': { title: 'Credit life certificate of insurance', documentType: 'CREDIT_LIFE_CERTIFICATE', fileName: (id) => `credit-life-certificate-${id}.pdf`, url: at('/files/pdf/cli/{id}/coi') },
  'cli-policy': { title: 'Credit life agreement', documentType: 'CREDIT_LIFE_AGREEMENT', fileName: (id) => `credit-life-agreement-${id}.pdf`, url: at('/files/pdf/cli/{id}/policy') },
  'clearance-certificate': { title: 'Clearance certificate', documentType: 'CLEARANCE_CERTIFICATE', fileName: (id) => `clearance-certificate-${id}.pdf`, url: at('/files/pdf/clearance-certificate/{id}') },
};
