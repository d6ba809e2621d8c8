import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StaffClaim } from '@imali/shared/nest';
import { StaffUserEntity } from './staff-user.entity';

@Injectable()
export class StaffService {
  constructor(private readonly em: EntityManager) {}

  /** The account's employee record as the signed identity carries it, or undefined for a non-employee. */
  async claimOf(userId: string): Promise<StaffClaim | undefined> {
    const staff = await this.em.findOne(StaffUserEntity, { userId }, { fields: ['id', 'roles'] });
    return staff ? { staffId: staff.id, roles: [...staff.roles] } : undefined;
  }
}
