import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError } from 'graphql';
import { validateInput } from '@imali/shared/nest';
import { LEAD_RULES } from '@imali/shared/domain';
import { LeadEntity } from './lead.entity';
import { buildLeadRecord } from './build-lead';
import type { CreateLeadInput } from './lead.input';

/** The contact form's rules (@imali/shared/domain), run again here. */
export const leadRules = LEAD_RULES;

export const LEADS_PER_ADDRESS_PER_HOUR = 5;
export const LEADS_PER_CELL_PER_HOUR = 3;

@Injectable()
export class LeadService {
  constructor(private readonly em: EntityManager) {}

  async create(input: CreateLeadInput, clientId: string | null, clientAddressHash: string | null, now = Date.now()): Promise<LeadEntity> {
    validateInput(input, LEAD_RULES);
    const existing = await this.em.findOne(LeadEntity, { idempotencyKey: input.idempotencyKey });
    if (existing) return existing; // a retried or double-clicked submit
    const since = new Date(now - 3600_000);
    const tooMany = (message: string) => new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600 } });
    if (clientAddressHash && (await this.em.count(LeadEntity, { clientAddressHash, createdAt: { $gt: since } })) >= LEADS_PER_ADDRESS_PER_HOUR) {
      throw tooMany('We have received several requests from you already. Please try again later or call us.');
    }
    if ((await this.em.count(LeadEntity, { cellNumber: input.cellNumber, createdAt: { $gt: since } })) >= LEADS_PER_CELL_PER_HOUR) {
      throw tooMany('We already have your request and will call you shortly.');
    }
    const record = buildLeadRecord({ ...input, firstName: input.firstName.trim(), surname: input.surname?.trim() || null, email: input.email?.trim() || null });
    const lead = this.em.create(LeadEntity, { ...record, idempotencyKey: input.idempotencyKey, clientId, clientAddressHash, createdAt: new Date(now) });
    try {
      await this.em.flush();
      return lead;
    } catch (error) {
      // Two copies of the same submit raced: the other one won, return it.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.em.fork().findOne(LeadEntity, { idempotencyKey: input.idempotencyKey });
        if (winner) return winner;
      }
      throw error;
    }
  }
}
