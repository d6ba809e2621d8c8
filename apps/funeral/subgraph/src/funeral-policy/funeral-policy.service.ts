import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FuneralPolicyEntity } from './funeral-policy.entity';
import { FuneralPolicyModel } from './funeral-policy.model';

export function toFuneralPolicyModel(entity: FuneralPolicyEntity): FuneralPolicyModel {
  return {
    id: entity.id,
    policyNumber: entity.policyNumber,
    productType: entity.productType,
    state: entity.state,
    coverAmount: entity.coverAmount,
    currentPremiumTotal: entity.currentPremiumTotal,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class FuneralPolicyService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findForClient(clientId: string): Promise<FuneralPolicyModel[]> {
    const rows = await this.em.find(FuneralPolicyEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(toFuneralPolicyModel);
  }
}
