import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CreditLifeEntity } from './credit-life.entity';
import { CreditLifeModel } from './credit-life.model';

export function toCreditLifeModel(entity: CreditLifeEntity): CreditLifeModel {
  return {
    id: entity.id,
    policyStatus: entity.policyStatus,
    payment: entity.payment,
    nextPaymentDate: entity.nextPaymentDate ?? null,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class CreditLifeService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findOneForClient(clientId: string): Promise<CreditLifeModel | null> {
    const row = await this.em.findOne(CreditLifeEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return row ? toCreditLifeModel(row) : null;
  }
}
