import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { PiiCipher, hitRateLimit, refundRateLimit, tooManyRequests, validateInput } from '@imali/shared/nest';
import { LEAD_RULES } from '@imali/shared/domain';
import { LeadEntity } from './lead.entity';
import { buildLeadRecord } from './build-lead';
import type { CreateLeadInput } from './lead.input';

/** The contact form's rules (@imali/shared/domain), run again here. */
export const leadRules = LEAD_RULES;

export const LEADS_PER_ADDRESS_PER_HOUR = 5;
export const LEADS_PER_CELL_PER_HOUR = 3;
const HOUR_MS = 3600_000;
export const LEADS_PER_ADDRESS_MESSAGE = 'We have received several requests from you already. Please try again later or call us.';
export const LEADS_PER_CELL_MESSAGE = 'We already have your request and will call you shortly.';

@Injectable()
export class LeadService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {}

  async create(input: CreateLeadInput, clientId: string | null, clientAddressHash: string | null, now = Date.now()): Promise<LeadEntity> {
    validateInput(input, LEAD_RULES);
    const existing = await this.em.findOne(LeadEntity, { idempotencyKey: input.idempotencyKey });
    if (existing) return existing; // a retried or double-clicked submit
    // Counted atomically before the lead is written (the shared counter), so a burst of parallel
    // submits cannot all read "under the limit". Keys hold hashes only, never the cell number.
    const addressKey = clientAddressHash ? `lead:address:${clientAddressHash}` : null;
    const cellKey = `lead:cell:${this.cipher.lookupHash(`cell:${input.cellNumber.replace(/\s+/g, '')}`)}`;
    if (addressKey) {
      const hit = await hitRateLimit(this.em, addressKey, LEADS_PER_ADDRESS_PER_HOUR, HOUR_MS, now);
      if (!hit.allowed) throw tooManyRequests(LEADS_PER_ADDRESS_MESSAGE, hit.retryAfterSeconds);
    }
    const cell = await hitRateLimit(this.em, cellKey, LEADS_PER_CELL_PER_HOUR, HOUR_MS, now);
    if (!cell.allowed) {
      if (addressKey) await refundRateLimit(this.em, addressKey);
      throw tooManyRequests(LEADS_PER_CELL_MESSAGE, cell.retryAfterSeconds);
    }
    const refund = async () => {
      await refundRateLimit(this.em, cellKey);
      if (addressKey) await refundRateLimit(this.em, addressKey);
    };
    const record = buildLeadRecord({ ...input, firstName: input.firstName.trim(), surname: input.surname?.trim() || null, email: input.email?.trim() || null });
    const lead = this.em.create(LeadEntity, { ...record, idempotencyKey: input.idempotencyKey, clientId, clientAddressHash, createdAt: new Date(now) });
    try {
      await this.em.flush();
      return lead;
    } catch (error) {
      // Nothing was written: this submit does not use up an allowance.
      await refund();
      // Two copies of the same submit raced: the other one won, return it.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.em.fork().findOne(LeadEntity, { idempotencyKey: input.idempotencyKey });
        if (winner) return winner;
      }
      throw error;
    }
  }
}
