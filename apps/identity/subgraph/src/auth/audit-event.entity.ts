import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type AuditEventType =
  | 'SIGN_UP'
  | 'SIGN_IN_SUCCEEDED'
  | 'SIGN_IN_FAILED'
  | 'SIGN_IN_THROTTLED'
  | 'SIGN_OUT'
  | 'SESSION_EXPIRED'
  | 'OTP_SENT'
  | 'OTP_FAILED'
  | 'OTP_VERIFIED'
  | 'PROFILE_UPDATED'
  | 'STAFF_ROLES_CHANGED';

/** Every authentication event, without personal data (user id and a hashed client address only). */
@Entity({ tableName: 'audit_event' })
export class AuditEventEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 40 })
  type!: AuditEventType;

  @Index()
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ type: 'json', nullable: true })
  detail?: Record<string, string | number | boolean> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
