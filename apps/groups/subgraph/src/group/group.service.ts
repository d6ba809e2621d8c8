import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientScope } from '@imali/shared/nest';
import { GroupEntity } from './group.entity';

@Injectable()
export class GroupService {
  constructor(private readonly em: EntityManager) {}

  /** The client's records, newest first; ClientScope adds the client id to every find. */
  async findForClient(clientId: string): Promise<GroupEntity[]> {
    return new ClientScope(this.em, clientId).find(GroupEntity, {}, { orderBy: { createdAt: 'desc' } });
  }
}
