import { randomBytes } from 'node:crypto';
import type { SubgraphDefinition } from '@imali/shared/nest';
import { IdentityModule } from './identity.module';
import { AuthService } from './auth/auth.service';
import { ClientEntity } from './client/client.entity';
import { UserAccountEntity } from './auth/user-account.entity';
import { SessionEntity } from './auth/session.entity';
import { AuditEventEntity } from './auth/audit-event.entity';
import { OtpChallengeEntity } from './otp/otp-challenge.entity';
import { OutboxMessageEntity } from './messaging/outbox-message.entity';
import { LeadEntity } from './lead/lead.entity';
import { TemplateEntity } from './template/template.entity';
import { migrations } from './migrations';

export const definition: SubgraphDefinition = {
  name: 'identity',
  schema: 'identity',
  ownsClient: true,
  entities: [ClientEntity, UserAccountEntity, SessionEntity, AuditEventEntity, OtpChallengeEntity, OutboxMessageEntity, LeadEntity, TemplateEntity],
  migrations,
  imports: [IdentityModule],
  schemaPrintEnv: () => ({ PII_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
  configureHttp(fastify, app) {
    // Gateway-only (the shared guard checks the signed header on /internal/*): token → identity.
    fastify.post('/internal/sessions/resolve', async (req, reply) => {
      const token = (req.body as { token?: unknown } | undefined)?.token;
      const identity = typeof token === 'string' ? await app.get(AuthService).resolveSession(token) : null;
      if (!identity) return reply.code(401).send({ identity: null });
      return { identity };
    });
  },
};
