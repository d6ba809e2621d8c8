import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The DebiCheck sandbox bank's memory of its mandates (docs/decisions/debicheck-sandbox.md), so
 * they outlive a restart as a real bank's do. Only the account number's last four digits (the
 * sandbox's rules); used only while DEBICHECK_PROVIDER=sandbox.
 */
@Entity({ tableName: 'debicheck_sandbox_mandate' })
export class SandboxMandateEntity {
  @PrimaryKey({ type: 'string', length: 40 })
  providerReference!: string;

  @Property({ type: 'string', length: 80, unique: true })
  reference!: string;

  @Property({ type: 'integer' })
  maxAmountCents!: number;

  @Property({ type: 'smallint' })
  payDay!: number;

  @Property({ type: 'string', length: 4 })
  accountNoLast4!: string;

  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  reason?: string | null;

  @Property({ type: 'datetime' })
  at!: Date;
}
