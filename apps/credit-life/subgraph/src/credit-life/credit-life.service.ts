import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope } from '@imali/shared/nest';
import { CreditLifeEntity } from './credit-life.entity';

@Injectable()
export class CreditLifeService {
  constructor(private readonly em: EntityManager) {}

  /** The client's latest record, or null; ClientScope adds the client id to every find. */
  async findOneForClient(clientId: string): Promise<CreditLifeEntity | null> {
    const [latest] = await new ClientScope(this.em, clientId).find(CreditLifeEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });
    return latest ?? null;
  }
}
