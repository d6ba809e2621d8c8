import { randomBytes } from 'node:crypto';
import { IdempotencyKeyEntity, registerClientMerge, type SubgraphDefinition } from '@imali/shared/nest';
import { FuneralModule } from './funeral.module';
import { FuneralPolicyEntity } from './funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from './funeral-policy/policy-member.entity';
import { BeneficiaryEntity } from './funeral-policy/beneficiary.entity';
import { DebitOrderMandateEntity } from './funeral-policy/debit-order-mandate.entity';
import { PremiumPaymentEntity } from './cancellation/premium-payment.entity';
import { PremiumRefundEntity } from './cancellation/premium-refund.entity';
import { ClientObligationEntity } from './third-party/client-obligation.entity';
import { PremiumCollectionEntity } from './premium-collection/premium-collection.entity';
import { PolicyLapseEntity } from './premium-collection/policy-lapse.entity';
import { migrations } from './migrations';
import { configurePolicyDocumentRoutes } from './funeral-policy/policy-document.http';

export const definition: SubgraphDefinition = {
  name: 'funeral',
  schema: 'funeral',
  entities: [FuneralPolicyEntity, PolicyMemberEntity, BeneficiaryEntity, DebitOrderMandateEntity, PremiumPaymentEntity, PremiumRefundEntity, ClientObligationEntity, IdempotencyKeyEntity, PremiumCollectionEntity, PolicyLapseEntity],
  migrations,
  imports: [FuneralModule],
  answersMyClient: true,
  schemaPrintEnv: () => ({ PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
  configureHttp(fastify, app) {
    // A guest sale's policies (and third-party records) join the client who proved it was theirs.
    registerClientMerge(fastify, app, 'funeral', ['funeral_policy', 'client_obligation']);
    // The vault reads a policy's data for its generated PDFs (schedule, policy wording, letters).
    configurePolicyDocumentRoutes(fastify, app);
  },
};
