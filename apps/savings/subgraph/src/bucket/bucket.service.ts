import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BucketEntity } from './bucket.entity';
import { BucketModel } from './bucket.model';

/** Progress is capped at 100 (spec: "Progress capped at 100"). */
export function percentageFull(amount: number, targetAmount: number): number {
  if (!(targetAmount > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((amount / targetAmount) * 10000) / 100));
}

export function toBucketModel(entity: BucketEntity): BucketModel {
  return {
    id: entity.id,
    name: entity.name,
    bucketType: entity.bucketType,
    description: entity.description ?? null,
    amount: entity.amount,
    targetAmount: entity.targetAmount,
    targetDate: entity.targetDate ?? null,
    desiredSavings: entity.desiredSavings,
    percentageFull: percentageFull(entity.amount, entity.targetAmount),
  };
}

@Injectable()
export class BucketService {
  constructor(private readonly em: EntityManager) {}

  async findForSavings(savingsId: string): Promise<BucketModel[]> {
    const rows = await this.em.find(BucketEntity, { savingsId }, { orderBy: { createdAt: 'asc' } });
    return rows.map(toBucketModel);
  }
}
