import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClearanceCertificateEntity } from './clearance-certificate.entity';
import { ClearanceCertificateModel } from './clearance-certificate.model';

export function toClearanceCertificateModel(entity: ClearanceCertificateEntity): ClearanceCertificateModel {
  return {
    id: entity.id,
    certificateNumber: entity.certificateNumber ?? null,
    state: entity.state,
    amount: entity.amount,
    amountPaid: entity.amountPaid,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class ClearanceCertificateService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findForClient(clientId: string): Promise<ClearanceCertificateModel[]> {
    const rows = await this.em.find(ClearanceCertificateEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(toClearanceCertificateModel);
  }
}
