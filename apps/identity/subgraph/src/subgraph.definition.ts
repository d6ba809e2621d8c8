import { isUuid } from '@imali/shared/validation';
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { RateLimitCounterEntity, type SubgraphDefinition } from '@imali/shared/nest';
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
import { BankAccountEntity } from './bank-account/bank-account.entity';
import { ProfilePhotoEntity } from './photo/profile-photo.entity';
import { BankAccountService } from './bank-account/bank-account.service';
import type { BankAccountInput } from './bank-account/bank-account.model';
import { GuestClientService, type GuestClientInput } from './client/guest-client.service';
import { migrations } from './migrations';


export const definition: SubgraphDefinition = {
  name: 'identity',
  schema: 'identity',
  ownsClient: true,
  entities: [ClientEntity, UserAccountEntity, SessionEntity, AuditEventEntity, OtpChallengeEntity, OutboxMessageEntity, LeadEntity, TemplateEntity, BankAccountEntity, ProfilePhotoEntity, RateLimitCounterEntity],
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
    // For other subgraphs (a visitor's sale): a new guest record, idempotent on the sale's derived key.
    fastify.post('/internal/clients/ensure', async (req, reply) => {
      const body = (req.body ?? {}) as { client?: GuestClientInput; key?: unknown };
      if (!body.client || typeof body.client !== 'object') return reply.code(400).send({ error: 'client is required' });
      try {
        return await app.get(GuestClientService).ensure(body.client, body.key);
      } catch (error) {
        const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
        if (extensions?.['code'] === 'BAD_USER_INPUT') return reply.code(400).send({ error: (error as Error).message, ...extensions });
        throw error;
      }
    });
    // For other subgraphs (a sale in another area): create or reuse a client's bank account,
    // idempotent on the caller's key. Service-authenticated like every /internal/ route.
    fastify.post('/internal/bank-accounts/ensure', async (req, reply) => {
      const body = (req.body ?? {}) as { clientId?: unknown; account?: BankAccountInput };
      if (typeof body.clientId !== 'string' || !body.account || typeof body.account !== 'object') {
        return reply.code(400).send({ error: 'clientId and account are required' });
      }
      const service = app.get(BankAccountService);
      try {
        const account = await service.createOrReuse(body.clientId, body.account);
        return { bankAccount: { id: account.id, bankName: account.bankName, branchCode: account.branchCode } };
      } catch (error) {
        const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
        if (extensions?.['code']) return reply.code(extensions['code'] === 'BAD_USER_INPUT' ? 400 : 403).send({ error: (error as Error).message, ...extensions });
        throw error;
      }
    });
    // For other subgraphs (changing a policy's payment account): is this account the client's?
    // Someone else's account and an unknown id get the same answer, so nothing else is learnt.
    fastify.post('/internal/bank-accounts/owned', async (req, reply) => {
      const body = (req.body ?? {}) as { clientId?: unknown; bankAccountId?: unknown };
      if (typeof body.clientId !== 'string' || typeof body.bankAccountId !== 'string') {
        return reply.code(400).send({ error: 'clientId and bankAccountId are required' });
      }
      if (!isUuid(body.clientId) || !isUuid(body.bankAccountId)) return { owned: false };
      const account = await app
        .get(MikroORM)
        .em.fork()
        .findOne(BankAccountEntity, { id: body.bankAccountId, clientId: body.clientId }, { fields: ['id', 'ownAccount'] });
      // ownAccount tells the caller whether a new debit order mandate goes to a third party.
      return account ? { owned: true, ownAccount: account.ownAccount } : { owned: false };
    });
  },
};
