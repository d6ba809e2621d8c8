// The generated documents the vault serves, by route: each names its document type, its template and
// how to load its data for the caller. Credit life (/cli/{id}/coi, /cli/{id}/policy) and clearance
// (/clearance-certificate/{id}) add an entry here with their template (see HOOKS below).
import type { CallerIdentity } from '@imali/shared/nest';
import { debitOrderMandateTemplate, funeralLetterTemplate, funeralPolicyWordingTemplate, funeralScheduleTemplate, type DebitOrderMandateData, type PdfTemplate } from '@imali/vault/pdf';
import type { FuneralInternalClient } from '@imali/shared/internal-contracts';
import type { IdentityDocumentsClient } from './identity-documents.client';

export interface Loaded<D> {
  /** The client the document belongs to (stored in their vault). */
  clientId: string;
  data: D;
}

export interface Loaders {
  /** Funeral's internal routes (its policy's data as the caller may see it, signed with their identity). */
  funeral: FuneralInternalClient;
  identity: IdentityDocumentsClient;
}

export interface GeneratedKind<D = unknown> {
  /** Path after /files/pdf/ (and /internal/documents/ on the vault), with :id for the subject. */
  path: string;
  documentType: string;
  template: PdfTemplate<D>;
  documentName(data: D): string;
  /** The subject's data for this caller, or null when it is not theirs. */
  load(loaders: Loaders, identity: CallerIdentity, subjectId: string, today: string): Promise<Loaded<D> | null>;
}

const kind = <D>(k: GeneratedKind<D>) => k as unknown as GeneratedKind;

export const GENERATED_KINDS: readonly GeneratedKind[] = [
  kind({
    path: 'funeral/:id/schedule',
    documentType: 'FUNERAL_POLICY_SCHEDULE',
    template: funeralScheduleTemplate,
    documentName: (d) => `Policy schedule ${d.policy.policyNumber}`,
    load: async ({ funeral }, identity, id) => {
      const data = await funeral.policyDocumentData(identity, id);
      return data && { clientId: data.policy.clientId, data };
    },
  }),
  kind({
    path: 'funeral/:id/policy',
    documentType: 'FUNERAL_POLICY_WORDING',
    template: funeralPolicyWordingTemplate,
    documentName: (d) => `Policy ${d.policy.policyNumber}`,
    load: async ({ funeral }, identity, id) => {
      const data = await funeral.policyDocumentData(identity, id);
      return data && { clientId: data.policy.clientId, data };
    },
  }),
  // A letter is about a policy: /funeral/letter/{policyId} confirms its cover (docs/decisions/vault-generated-documents.md).
  kind({
    path: 'funeral/letter/:id',
    documentType: 'FUNERAL_LETTER',
    template: funeralLetterTemplate,
    documentName: (d) => `Confirmation of cover ${d.policy.policyNumber}`,
    load: async ({ funeral }, identity, id, today) => {
      const data = await funeral.policyDocumentData(identity, id);
      return data && { clientId: data.policy.clientId, data: { ...data, letterDate: today } };
    },
  }),
  kind<DebitOrderMandateData>({
    path: 'do/:id',
    documentType: 'DEBIT_ORDER_MANDATE',
    template: debitOrderMandateTemplate,
    documentName: (d) => `Debit order mandate ${d.id.slice(0, 8).toUpperCase()}`,
    load: async ({ identity: identityClient }, identity, id) => {
      if (!identity.clientId) return null;
      const debitOrder = await identityClient.debitOrder(identity.clientId, id);
      return debitOrder && { clientId: identity.clientId, data: debitOrder };
    },
  }),
];

/** Routes whose templates their areas add (credit life, clearance): answered "not yet available" until then. */
export const HOOKS = ['cli/:id/coi', 'cli/:id/policy', 'clearance-certificate/:id'] as const;
