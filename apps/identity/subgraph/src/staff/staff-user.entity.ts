import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRoleName } from '@imali/shared/nest';

/**
 * An employee ("me" record): a user account that is also staff, with its roles. Staff sign in as
 * clients do (docs/decisions/staff-sign-in.md); this record is what makes the account staff.
 */
@Entity({ tableName: 'staff_user' })
// At least one role, each a known one (the database refuses anything else).
@Check({ name: 'staff_user_roles_check', expression: `cardinality(roles) > 0 and roles <@ array[${STAFF_ROLES.map((r) => `'${r}'`).join(', ')}]::text[]` })
export class StaffUserEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The login (user_account.id); one employee record per account. */
  @Property({ type: 'uuid', unique: true })
  userId!: string;

  @Enum({ items: [...STAFF_ROLES], array: true })
  roles!: StaffRoleName[];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
