import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { SandboxMandateMemory, type MandateStatus, type SandboxMandateRecord } from '@imali/integrations/debicheck';

interface Row {
  provider_reference: string;
  reference: string;
  max_amount_cents: number;
  pay_day: number;
  account_no_last4: string;
  status: string;
  reason: string | null;
  at: Date;
}

const toRecord = (row: Row): SandboxMandateRecord => ({
  providerReference: row.provider_reference,
  reference: row.reference,
  maxAmountCents: row.max_amount_cents,
  payDay: row.pay_day,
  accountNoLast4: row.account_no_last4,
  status: row.status as MandateStatus,
  reason: row.reason,
  at: new Date(row.at),
});

const COLUMNS = 'provider_reference, reference, max_amount_cents, pay_day, account_no_last4, status, reason, at';

/** The sandbox bank's mandates in identity.debicheck_sandbox_mandate (outside any request's transaction). */
@Injectable()
export class IdentitySandboxMandateMemory extends SandboxMandateMemory {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  private get connection() {
    return this.orm.em.getConnection();
  }

  async save(record: SandboxMandateRecord): Promise<void> {
    await this.connection.execute(
      `insert into "identity"."debicheck_sandbox_mandate" (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (provider_reference) do update set status = excluded.status, reason = excluded.reason, at = excluded.at`,
      [record.providerReference, record.reference, record.maxAmountCents, record.payDay, record.accountNoLast4, record.status, record.reason ?? null, record.at],
      'run',
    );
  }

  async findByProviderReference(providerReference: string): Promise<SandboxMandateRecord | null> {
    const rows = await this.connection.execute<Row[]>(`select ${COLUMNS} from "identity"."debicheck_sandbox_mandate" where provider_reference = ?`, [providerReference]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findByReferences(references: string[]): Promise<SandboxMandateRecord[]> {
    if (references.length === 0) return [];
    const rows = await this.connection.execute<Row[]>(`select ${COLUMNS} from "identity"."debicheck_sandbox_mandate" where reference in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(references)]);
    return rows.map(toRecord);
  }
}
