// The vault's reads from funeral for generated PDFs: GET /internal/funeral-policies/:id/document-data
// (funeral's policy-document.http.ts), signed for funeral with the caller's identity, so funeral
// decides whose policy it is.
import { Inject, Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { INTERNAL_IDENTITY_HEADER, signIdentity, type CallerIdentity } from '@imali/shared/nest';
import type { FuneralPolicyDocumentData } from '@imali/vault/pdf';
import { VAULT_CONFIG, type VaultConfig } from '../vault.config';

const text = z.string().max(1000);
const nullableText = text.nullable();
const money = z.number().finite();
const person = z.object({ firstNames: text, surname: text });

/** The answer's contract: anything else is funeral failing, not data to print. */
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
}) satisfies z.ZodType<FuneralPolicyDocumentData>;

export const FUNERAL_UNAVAILABLE_MESSAGE = 'Your policy documents cannot be made right now. Please try again shortly.';
const unavailable = () => new GraphQLError(FUNERAL_UNAVAILABLE_MESSAGE, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'funeral' } });

@Injectable()
export class FuneralDocumentsClient {
  constructor(@Inject(VAULT_CONFIG) private readonly config: VaultConfig) {}

  /** The policy's data as the caller may see it, or null when it is not theirs (or not there). */
  async policyData(identity: CallerIdentity, policyId: string): Promise<FuneralPolicyDocumentData | null> {
    const url = `${this.config.FUNERAL_INTERNAL_URL.replace(/\/+$/, '')}/internal/funeral-policies/${policyId.toLowerCase()}/document-data`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { [INTERNAL_IDENTITY_HEADER]: signIdentity(identity, this.config.INTERNAL_AUTH_SECRET, { audience: 'funeral', method: 'GET', path: url }) },
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw unavailable();
    }
    if (response.status === 404) return null;
    if (!response.ok) throw unavailable();
    const parsed = funeralPolicyDocumentDataSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }
}
