import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GroupEntity } from './group.entity';
import { GroupModel } from './group.model';

export function toGroupModel(entity: GroupEntity): GroupModel {
  return {
    id: entity.id,
    name: entity.name,
    postalCode: entity.postalCode ?? null,
    email: entity.email ?? null,
    createdAt: entity.createdAt,
  };
}

@Injectable()
export class GroupService {
  constructor(private readonly em: EntityManager) {}

  /** Callers check ownership first (a client sees only their own records). */
  async findForClient(clientId: string): Promise<GroupModel[]> {
    const rows = await this.em.find(GroupEntity, { clientId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(toGroupModel);
  }
}
