import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SavingsEntity } from './savings.entity';
import type { SavingsModel } from '../savings.models';

export function toSavingsModel(entity: SavingsEntity): SavingsModel {
  return {
    id: entity.id,
    paymentBankAccountId: entity.paymentBankAccountId ?? null,
    payDay: entity.payDay ?? null,
    debitOrderId: entity.debitOrderId ?? null,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class SavingsService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findOneForClient(clientId: string): Promise<SavingsModel | null> {
    const row = await this.em.findOne(SavingsEntity, { clientId });
    return row ? toSavingsModel(row) : null;
  }
}
