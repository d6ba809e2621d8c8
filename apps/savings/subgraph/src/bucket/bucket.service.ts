import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { bucketStatus, parseBucketType, percentageFull, toCents } from '@imali/savings/domain';
import { isUuid } from '@imali/shared/validation';
import { BucketEntity } from './bucket.entity';
import { SavingsEntity } from '../savings/savings.entity';
import type { BucketModel } from '../savings.models';

export function toBucketModel(entity: BucketEntity): BucketModel {
  const amountCents = toCents(entity.amount, { allowNegative: true });
  const targetCents = toCents(entity.targetAmount, { allowNegative: true });
  const percent = percentageFull(amountCents, targetCents);
  return {
    id: entity.id,
    name: entity.name,
    bucketType: parseBucketType(entity.bucketType) ?? 'OTHER',
    description: entity.description ?? null,
    amount: entity.amount,
    targetAmount: entity.targetAmount,
    targetDate: entity.targetDate ?? null,
    payoutDate: null,
    existingAmount: null,
    percentageFull: percent,
    status: bucketStatus(amountCents, percent),
    desiredSavings: entity.desiredSavings,
    totalContributionsAmount: 0,
    totalWithdrawalsAmount: 0,
    pendingWithdrawalsAmount: 0,
    metaData: [],
    keepsFuneralPolicyId: null,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class BucketService {
  constructor(private readonly em: EntityManager) {}

  async findForSavings(savingsId: string): Promise<BucketModel[]> {
    const rows = await this.em.find(BucketEntity, { savingsId }, { orderBy: { createdAt: 'asc' } });
    return rows.map(toBucketModel);
  }

  /** One goal of these savings; null for an unknown, malformed or other savings' id. */
  async findInSavings(savingsId: string, id: string): Promise<BucketModel | null> {
    if (!isUuid(id)) return null;
    const row = await this.em.findOne(BucketEntity, { id, savingsId });
    return row ? toBucketModel(row) : null;
  }

  /** One of the client's goals; null for another client's, unknown or malformed id. */
  async findForClient(clientId: string, id: string): Promise<BucketModel | null> {
    if (!isUuid(id)) return null;
    const savings = await this.em.findOne(SavingsEntity, { clientId });
    return savings ? this.findInSavings(savings.id, id) : null;
  }
}
