import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { tellClient } from '@imali/shared/identity-contract';
import { isIntegrationError } from '@imali/integrations/core';
import { formatCents } from '@imali/savings/domain';
import { LedgerService } from '../ledger/ledger.service';
import { SavingsIdentityClient } from '../savings-identity.client';
import { WithdrawalService } from '../withdrawal/withdrawal.service';
import type { DecemberPayoutStatus } from './december-payout.entity';

/** How long after its payout date a December Fund is still paid out by a run (the system down on the day); older dates are left alone. */
export const DECEMBER_PAYOUT_CATCH_UP_DAYS = 31;
/** The most buckets one run pays; the next run takes the rest. */
const BATCH = 500;

export interface DecemberPayoutRunOutcome {
  date: string;
  /** Buckets whose payout date had come and that had no payout for it. */
  due: number;
  /** Whole balances that became withdrawals to the savings payment account. */
  paidOut: number;
  /** Zero balances: recorded, nothing paid. */
  nothingToPay: number;
  /** No payment account (none chosen, or no longer the client's): recorded, nothing paid. */
  noAccount: number;
  /** Left for the next run (identity did not answer, or the bucket changed meanwhile). */
  deferred: number;
  /** Clients told that there was no account to pay into. */
  notified: number;
}

interface DueRow {
  bucket_id: string;
  client_id: string;
  savings_id: string;
  payout_date: string;
  payment_bank_account_id: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayLabel = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** What a client with no payment account is told on the payout date (no account number or other detail in it). */
export function decemberPayoutNoAccountMessage(amountCents: number, payoutDate: string): { subject: string; body: string } {
  return {
    subject: 'December Fund not paid out',
    body: `Imali: your December Fund of ${formatCents(amountCents)} was not paid out on ${dayLabel(payoutDate)}: your savings has no bank account to pay it into. The money stays in your goal: add a bank account in My Savings and withdraw it.`,
  };
}

const noAccountKey = (payoutId: string) => `savings-december-payout-no-account:${payoutId}`;

/**
 * The December Fund payout (docs/decisions/savings-december-payout.md): on a YEAR_END bucket's
 * payout date (SAST), its whole balance is withdrawn to the savings payment account through the
 * withdrawal path (PROCESSING, then released by the payments provider and the client told as for
 * any withdrawal). Once per bucket and payout date: the december_payout row (unique on bucket and
 * date) is made under the bucket's row lock in the transaction that takes the money, so a second
 * run, or two at once, finds it and pays nothing.
 */
@Injectable()
export class DecemberPayoutJob {
  private readonly logger = new Logger('SavingsDecemberPayout');

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly withdrawals: WithdrawalService,
    private readonly identity: SavingsIdentityClient,
  ) {}

  /** Pays the December Funds whose payout date is `date` (YYYY-MM-DD, SAST) or up to DECEMBER_PAYOUT_CATCH_UP_DAYS before it. */
  async run(date: string): Promise<DecemberPayoutRunOutcome> {
    const outcome: DecemberPayoutRunOutcome = { date, due: 0, paidOut: 0, nothingToPay: 0, noAccount: 0, deferred: 0, notified: 0 };
    const rows = await this.em.getConnection().execute<DueRow[]>(
      `select b."id" as bucket_id, b."client_id", b."savings_id", to_char(b."payout_date", 'YYYY-MM-DD') as payout_date, s."payment_bank_account_id"
       from "savings"."bucket" b
       join "savings"."savings" s on s."id" = b."savings_id" and s."deleted_at" is null
       where b."bucket_type" = 'YEAR_END' and b."deleted_at" is null
         and b."payout_date" <= ?::date and b."payout_date" > ?::date - ?::int
         and not exists (select 1 from "savings"."december_payout" p where p."bucket_id" = b."id" and p."payout_date" = b."payout_date")
       order by b."payout_date", b."id"
       limit ?`,
      [date, date, DECEMBER_PAYOUT_CATCH_UP_DAYS, BATCH],
    );
    outcome.due = rows.length;
    for (const row of rows) {
      const status = await this.payOne(row);
      if (status === 'PAID_OUT') outcome.paidOut += 1;
      else if (status === 'NOTHING_TO_PAY') outcome.nothingToPay += 1;
      else if (status === 'NO_ACCOUNT') outcome.noAccount += 1;
      else outcome.deferred += 1;
    }
    outcome.notified = await this.tellNoAccount();
    return outcome;
  }

  /** One bucket: its payout recorded and its money taken in one transaction, then the payout asked for. Null: not this run. */
  private async payOne(row: DueRow): Promise<DecemberPayoutStatus | null> {
    let account: Awaited<ReturnType<SavingsIdentityClient['payoutBankAccount']>> = null;
    if (row.payment_bank_account_id) {
      try {
        // Asked before the transaction (no lock held across a call); null: not the client's account any more.
        account = await this.identity.payoutBankAccount(row.client_id, row.payment_bank_account_id);
      } catch (error) {
        this.logger.warn({ msg: 'December payout left for the next run: identity did not answer', bucketId: row.bucket_id, error: isIntegrationError(error) ? error.message : error instanceof Error ? error.name : 'unknown' });
        return null;
      }
    }
    const done = await this.em.fork().transactional(async (tx) => {
      const locked = await this.ledger.lockBuckets(tx, [row.bucket_id]);
      // Under the lock: still a December Fund with this payout date (the client may have changed it since the list was read).
      const [current] = await tx.execute<{ payout_date: string | null; bucket_type: string }[]>(
        `select to_char("payout_date", 'YYYY-MM-DD') as payout_date, "bucket_type" from "savings"."bucket" where "id" = ?`,
        [row.bucket_id],
      );
      if (locked.length === 0 || current?.bucket_type !== 'YEAR_END' || current.payout_date !== row.payout_date) return null;
      const made = await tx.execute<{ id: string }[]>(
        `insert into "savings"."december_payout" ("id", "client_id", "savings_id", "bucket_id", "payout_date", "status", "amount_cents", "created_at", "updated_at", "version")
         values (gen_random_uuid(), ?, ?, ?, ?::date, 'NOTHING_TO_PAY', 0, now(), now(), 1)
         on conflict ("bucket_id", "payout_date") do nothing
         returning "id"`,
        [row.client_id, row.savings_id, row.bucket_id, row.payout_date],
      );
      // Paid by an earlier run (or one running at the same time): nothing more.
      if (made.length === 0) return null;
      const balance = await this.ledger.balanceCents(tx, row.bucket_id);
      let status: DecemberPayoutStatus = 'NOTHING_TO_PAY';
      let withdrawalId: string | null = null;
      if (balance > 0 && account && row.payment_bank_account_id) {
        const withdrawal = await this.withdrawals.record(tx, { id: row.bucket_id, clientId: row.client_id, savingsId: row.savings_id }, balance, row.payment_bank_account_id);
        withdrawalId = withdrawal.id;
        status = 'PAID_OUT';
      } else if (balance > 0) status = 'NO_ACCOUNT';
      await tx.execute(`update "savings"."december_payout" set "status" = ?, "amount_cents" = ?, "withdrawal_id" = ? where "id" = ?`, [status, Math.max(0, balance), withdrawalId, made[0]!.id], 'run');
      return { status, withdrawalId };
    });
    if (!done) return null;
    if (done.withdrawalId) await this.withdrawals.payOut(row.client_id, done.withdrawalId, account);
    return done.status;
  }

  /** Clients with no payment account on their payout date are told once (identity sends a key once); identity down leaves the rest for the next run. */
  async tellNoAccount(): Promise<number> {
    const rows = await this.em.getConnection().execute<{ id: string; client_id: string; amount_cents: number; payout_date: string }[]>(
      `select "id", "client_id", "amount_cents", to_char("payout_date", 'YYYY-MM-DD') as payout_date from "savings"."december_payout"
       where "status" = 'NO_ACCOUNT' and "notified_at" is null order by "created_at" limit 100`,
    );
    let told = 0;
    for (const row of rows) {
      const message = decemberPayoutNoAccountMessage(row.amount_cents, row.payout_date);
      const outcome = await tellClient(this.identity, { clientId: row.client_id, key: noAccountKey(row.id), channel: 'SMS', subject: message.subject, body: message.body }, (entry) => this.logger.error(entry));
      if (outcome === 'UNAVAILABLE') break;
      if (outcome === 'REFUSED') continue;
      await this.em.getConnection().execute(`update "savings"."december_payout" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
      if (outcome === 'SENT') told += 1;
    }
    return told;
  }
}
