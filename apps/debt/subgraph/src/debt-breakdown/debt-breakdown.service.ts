import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DebtBreakdownEntity } from './debt-breakdown.entity';
import { DebtBreakdownModel } from './debt-breakdown.model';

export function toDebtBreakdownModel(entity: DebtBreakdownEntity): DebtBreakdownModel {
  return {
    id: entity.id,
    allDebt: entity.allDebt,
    housingDebt: entity.housingDebt,
    vehicleDebt: entity.vehicleDebt,
    normalDebt: entity.normalDebt,
    creditCardDebt: entity.creditCardDebt,
    compuScore: entity.compuScore ?? null,
    finalPaymentDate: entity.finalPaymentDate ?? null,
    hasDebtCounselling: entity.hasDebtCounselling,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class DebtBreakdownService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findOneForClient(clientId: string): Promise<DebtBreakdownModel | null> {
    const row = await this.em.findOne(DebtBreakdownEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return row ? toDebtBreakdownModel(row) : null;
  }
}
