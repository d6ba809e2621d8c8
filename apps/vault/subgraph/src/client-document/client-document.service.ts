import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientDocumentEntity } from './client-document.entity';
import { ClientDocumentModel } from './client-document.model';

export function toClientDocumentModel(entity: ClientDocumentEntity): ClientDocumentModel {
  return {
    id: entity.id,
    type: entity.type,
    name: entity.name,
    description: entity.description ?? null,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class ClientDocumentService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findForClient(clientId: string): Promise<ClientDocumentModel[]> {
    const rows = await this.em.find(ClientDocumentEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(toClientDocumentModel);
  }
}
