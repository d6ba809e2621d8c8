import { randomBytes } from 'node:crypto';
import { RateLimitCounterEntity, type SubgraphDefinition } from '@imali/shared/nest';
import { IdentityModule } from './identity.module';
import { ClientEntity } from './client/client.entity';
import { UserAccountEntity } from './auth/user-account.entity';
import { SessionEntity } from './auth/session.entity';
import { AuditEventEntity } from './auth/audit-event.entity';
import { OtpChallengeEntity } from './otp/otp-challenge.entity';
import { OutboxMessageEntity } from './messaging/outbox-message.entity';
import { ClientMessageEntity } from './messaging/client-message.entity';
import { LeadEntity } from './lead/lead.entity';
import { TemplateEntity } from './template/template.entity';
import { BankAccountEntity } from './bank-account/bank-account.entity';
import { ProfilePhotoEntity } from './photo/profile-photo.entity';
import { DebitOrderEntity } from './mandate/debit-order.entity';
import { DebitOrderCollectionEntity } from './mandate/debit-order-collection.entity';
import { SandboxMandateEntity } from './mandate/sandbox-mandate.entity';
import { StaffUserEntity } from './staff/staff-user.entity';
import { migrations } from './migrations';

// The internal API other services call is IdentityInternalController (internal/), served by Nest
// behind the same gateway-only hook; its contract is libs/shared/identity-contract.
export const definition: SubgraphDefinition = {
  name: 'identity',
  schema: 'identity',
  ownsClient: true,
  entities: [ClientEntity, UserAccountEntity, SessionEntity, AuditEventEntity, OtpChallengeEntity, OutboxMessageEntity, LeadEntity, TemplateEntity, BankAccountEntity, ProfilePhotoEntity, DebitOrderEntity, StaffUserEntity, RateLimitCounterEntity, ClientMessageEntity, DebitOrderCollectionEntity, SandboxMandateEntity],
  migrations,
  imports: [IdentityModule],
  schemaPrintEnv: () => ({ PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
};
