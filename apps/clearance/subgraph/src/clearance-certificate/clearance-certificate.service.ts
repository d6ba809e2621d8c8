import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope } from '@imali/shared/nest';
import { ClearanceCertificateEntity } from './clearance-certificate.entity';

@Injectable()
export class ClearanceCertificateService {
  constructor(private readonly em: EntityManager) {}

  /** The client's records, newest first; ClientScope adds the client id to every find. */
  async findForClient(clientId: string): Promise<ClearanceCertificateEntity[]> {
    return new ClientScope(this.em, clientId).find(ClearanceCertificateEntity, {}, { orderBy: { createdAt: 'desc' } });
  }
}
