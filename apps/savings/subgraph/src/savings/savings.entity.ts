import { Entity, Property, Unique } from '@mikro-orm/core';
import { ClientOwnedEntity } from '@imali/shared/nest';

/** A client's savings (one per client), holding the goals (buckets). */
@Entity({ tableName: 'savings' })
@Unique({ properties: ['clientId'] })
export class SavingsEntity extends ClientOwnedEntity {
  /** The client's bank account (identity's) the contributions are collected from. */
  @Property({ type: 'uuid', nullable: true })
  paymentBankAccountId?: string | null;

  /** The debit order day, 1 to 31; null until the bank change flow ran. */
  @Property({ type: 'smallint', nullable: true })
  payDay?: number | null;

  /** Identity's debit order (mandate) the monthly contributions are collected with (H3's collections). */
  @Property({ type: 'uuid', nullable: true })
  debitOrderId?: string | null;
}
