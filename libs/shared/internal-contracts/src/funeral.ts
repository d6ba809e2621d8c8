// Funeral's internal route for other areas: GET /internal/funeral-policies/:id/document-data
// (funeral's policy-document.http.ts) answers a policy's data as the vault's documents print it, to
// the caller it is signed for (the policy's owner, or staff with OPERATIONS); anyone else's policy
// is 404. The vault prints it; savings checks a policy is the client's before a Funeral goal keeps it.
import { z } from 'zod';
import type { CallerIdentity } from '@imali/shared/nest';
import { internalUnavailable, signedInternalCall } from './signed-call';

/** The route as funeral registers it (fastify's :id). */
export const FUNERAL_POLICY_DOCUMENT_DATA_ROUTE = '/internal/funeral-policies/:id/document-data';
export const funeralPolicyDocumentDataPath = (policyId: string) => `/internal/funeral-policies/${policyId.toLowerCase()}/document-data`;

const text = z.string().max(1000);
const nullableText = text.nullable();
const money = z.number().finite();
const person = z.object({ firstNames: text, surname: text });

/** The answer's contract: anything outside it is funeral failing, not data to use. */
export const funeralPolicyDocumentDataSchema = z.object({
  policy: z.object({
    id: z.string().uuid(),
    clientId: z.string().uuid(),
    policyNumber: text,
    productType: text,
    state: text,
    stateLabel: text,
    policyType: text,
    policyTypeLabel: text,
    coverAmount: money,
    currentPremiumTotal: money,
    paymentDueDay: z.number().int().nullable(),
    paymentMethod: nullableText,
    easyPayNumber: nullableText,
    pricingVersion: nullableText,
    firstActivated: nullableText,
    expectFirstPaymentAt: nullableText,
    coolingOffEndsOn: nullableText,
    createdAt: text,
    cancelledAt: nullableText,
    cancelReason: nullableText,
  }),
  policyHolder: person.nullable(),
  members: z.array(person.extend({ memberType: text, memberTypeLabel: text, coverAmount: money, premium: money, state: text, covered: z.boolean() })).max(100),
  beneficiaries: z.array(person).max(50),
  waitingPeriods: z.array(z.object({ label: text, endsOn: nullableText })).max(20),
});
export type FuneralPolicyDocumentDataAnswer = z.infer<typeof funeralPolicyDocumentDataSchema>;

/** The part of the same answer a caller that only checks whose policy it is reads (savings); the rest is ignored. */
export const funeralPolicySummarySchema = z.object({ policy: funeralPolicyDocumentDataSchema.shape.policy.pick({ id: true, clientId: true, policyNumber: true, state: true }) });
export type FuneralPolicySummary = z.infer<typeof funeralPolicySummarySchema>['policy'];

/**
 * GET /internal/funeral-lives: the lives covered on the signed-in caller's own funeral policies,
 * the policy holder left out (the people a client may file a document about: their spouse's ID;
 * docs/decisions/vault-document-for-someone-else.md). Names, types and ids only, never ID numbers;
 * anyone but a client gets an empty list.
 */
export const FUNERAL_COVERED_LIVES_ROUTE = '/internal/funeral-lives';

export const funeralCoveredLivesSchema = z.object({
  lives: z
    .array(z.object({ id: z.string().uuid(), policyId: z.string().uuid(), policyNumber: text, firstNames: text, surname: text, memberType: text, memberTypeLabel: text }))
    .max(500),
});
export type FuneralCoveredLife = z.infer<typeof funeralCoveredLivesSchema>['lives'][number];

export const FUNERAL_INTERNAL_TIMEOUT_MS = 5000;

export interface FuneralInternalClientOptions {
  /** FUNERAL_INTERNAL_URL, without a path. */
  baseUrl: string;
  /** INTERNAL_AUTH_SECRET. */
  secret: string;
  /** What the caller's client reads when funeral cannot answer (code SUBGRAPH_UNAVAILABLE). */
  unavailableMessage: string;
  timeoutMs?: number;
}

/** Funeral's internal routes, signed for funeral with the caller's identity, so funeral decides whose policy it is. */
export class FuneralInternalClient {
  constructor(private readonly options: FuneralInternalClientOptions) {}

  /** The policy's data as the caller may see it, or null when it is not theirs (or not there); SUBGRAPH_UNAVAILABLE when funeral is down, slow or answers outside the contract. */
  policyDocumentData(identity: CallerIdentity, policyId: string): Promise<FuneralPolicyDocumentDataAnswer | null> {
    return this.documentData(identity, policyId, funeralPolicyDocumentDataSchema);
  }

  /** The same route read for the policy's id, owner, number and state only (null as above). */
  async policySummary(identity: CallerIdentity, policyId: string): Promise<FuneralPolicySummary | null> {
    return (await this.documentData(identity, policyId, funeralPolicySummarySchema))?.policy ?? null;
  }

  /** The lives covered on the caller's own policies (not the holder); SUBGRAPH_UNAVAILABLE when funeral is down, slow or answers outside the contract. */
  async coveredLives(identity: CallerIdentity): Promise<FuneralCoveredLife[]> {
    const answer = await signedInternalCall({
      baseUrl: this.options.baseUrl,
      secret: this.options.secret,
      audience: 'funeral',
      method: 'GET',
      path: FUNERAL_COVERED_LIVES_ROUTE,
      identity,
      timeoutMs: this.options.timeoutMs ?? FUNERAL_INTERNAL_TIMEOUT_MS,
    });
    const parsed = answer?.ok ? funeralCoveredLivesSchema.safeParse(answer.payload) : null;
    if (!parsed?.success) throw internalUnavailable('funeral', this.options.unavailableMessage);
    return parsed.data.lives;
  }

  private async documentData<S extends z.ZodType>(identity: CallerIdentity, policyId: string, schema: S): Promise<z.output<S> | null> {
    const unavailable = () => internalUnavailable('funeral', this.options.unavailableMessage);
    const answer = await signedInternalCall({
      baseUrl: this.options.baseUrl,
      secret: this.options.secret,
      audience: 'funeral',
      method: 'GET',
      path: funeralPolicyDocumentDataPath(policyId),
      identity,
      timeoutMs: this.options.timeoutMs ?? FUNERAL_INTERNAL_TIMEOUT_MS,
    });
    if (!answer) throw unavailable();
    if (answer.status === 404) return null;
    if (!answer.ok) throw unavailable();
    const parsed = schema.safeParse(answer.payload);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }
}
