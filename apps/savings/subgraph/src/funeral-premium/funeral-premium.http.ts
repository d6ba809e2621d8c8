// Funeral's call when a premium collection fails: pay it from the Funeral goal that keeps the
// policy. Only signed internal calls reach /internal/* (the shared guard checks the signature over
// method, path and body); the body is checked against the contract before anything is read.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LedgerService } from '../ledger/ledger.service';
import { FUNERAL_PREMIUM_PATH, funeralPremiumRequestSchema } from '@imali/shared/internal-contracts';
import { payFuneralPremium } from './funeral-premium.service';

export function configureFuneralPremiumRoutes(fastify: FastifyInstance, app: NestFastifyApplication): void {
  fastify.post(FUNERAL_PREMIUM_PATH, async (req, reply) => {
    const parsed = funeralPremiumRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ fieldErrors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', message: 'Invalid value' })) });
    }
    const em = app.get(MikroORM).em.fork() as EntityManager;
    const answer = await payFuneralPremium(em, app.get(LedgerService), parsed.data);
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
