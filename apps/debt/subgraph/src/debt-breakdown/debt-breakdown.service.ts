import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope } from '@imali/shared/nest';
import { DebtBreakdownEntity } from './debt-breakdown.entity';

@Injectable()
export class DebtBreakdownService {
  constructor(private readonly em: EntityManager) {}

  /** The client's latest record, or null; ClientScope adds the client id to every find. */
  async findOneForClient(clientId: string): Promise<DebtBreakdownEntity | null> {
    const [latest] = await new ClientScope(this.em, clientId).find(DebtBreakdownEntity, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });
    return latest ?? null;
  }
}
