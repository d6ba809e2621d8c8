import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { bucketStatus, CONTRIBUTION_KINDS, parseBucketType, percentageFull, savingsTotals, toRand, WITHDRAWAL_KINDS, type MetaDataEntry } from '@imali/savings/domain';
import { isUuid } from '@imali/shared/validation';
import type { BucketModel, SavingsModel } from '../savings.models';

/** A bucket row with its ledger figures, as one SQL statement reads it. */
interface BucketRow {
  id: string;
  name: string;
  bucket_type: string;
  description: string | null;
  target_amount_cents: number;
  desired_savings_cents: number;
  existing_amount_cents: number | null;
  target_date: string | null;
  payout_date: string | null;
  meta_data: MetaDataEntry[] | string | null;
  keeps_funeral_policy_id: string | null;
  created_at: Date;
  balance: string | number;
  contributions: string | number;
  withdrawals: string | number;
  pending: string | number;
}

const kinds = (list: readonly string[]) => list.map((kind) => `'${kind}'`).join(', ');

/**
 * Every bucket with its figures in one statement: the ledger is summed per bucket in SQL from the
 * covering index (bucket_id, kind) include (amount_cents), never loaded row by row.
 */
const BUCKETS_SQL = `
select b."id", b."name", b."bucket_type", b."description", b."target_amount_cents", b."desired_savings_cents", b."existing_amount_cents",
  to_char(b."target_date", 'YYYY-MM-DD') as "target_date", to_char(b."payout_date", 'YYYY-MM-DD') as "payout_date",
  b."meta_data", b."keeps_funeral_policy_id", b."created_at",
  coalesce(l."balance", 0) as "balance", coalesce(l."contributions", 0) as "contributions", coalesce(l."withdrawals", 0) as "withdrawals", coalesce(w."pending", 0) as "pending"
from "savings"."bucket" b
left join lateral (
  select sum(e."amount_cents") as "balance",
    sum(e."amount_cents") filter (where e."kind" in (${kinds(CONTRIBUTION_KINDS)})) as "contributions",
    -sum(e."amount_cents") filter (where e."kind" in (${kinds(WITHDRAWAL_KINDS)})) as "withdrawals"
  from "savings"."ledger_entry" e where e."bucket_id" = b."id"
) l on true
left join lateral (
  select sum(x."amount_cents") as "pending" from "savings"."withdrawal" x where x."bucket_id" = b."id" and x."status" = 'PROCESSING' and x."deleted_at" is null
) w on true
where b."deleted_at" is null and `;

/** A savings row with its buckets (one row per bucket; the bucket columns null when there is none). */
const SAVINGS_WITH_BUCKETS_SQL = `
select s."id" as "s_id", s."payment_bank_account_id" as "s_payment_bank_account_id", s."pay_day" as "s_pay_day", s."debit_order_id" as "s_debit_order_id", s."created_at" as "s_created_at", x.*
from "savings"."savings" s
left join lateral (${BUCKETS_SQL} b."savings_id" = s."id") x on true
where s."client_id" = ? and s."deleted_at" is null
order by x."created_at", x."id"`;

interface SavingsRow extends BucketRow {
  s_id: string;
  s_payment_bank_account_id: string | null;
  s_pay_day: number | null;
  s_debit_order_id: string | null;
  s_created_at: Date;
}

const money = (cents: string | number | null | undefined) => toRand(Number(cents ?? 0), { allowNegative: true });

export function toBucketModel(row: BucketRow): BucketModel {
  const balance = Number(row.balance);
  const percent = percentageFull(balance, row.target_amount_cents);
  const metaData = typeof row.meta_data === 'string' ? (JSON.parse(row.meta_data) as MetaDataEntry[]) : (row.meta_data ?? []);
  return {
    id: row.id,
    name: row.name,
    bucketType: parseBucketType(row.bucket_type) ?? 'OTHER',
    description: row.description,
    amount: money(balance),
    targetAmount: money(row.target_amount_cents),
    targetDate: row.target_date,
    payoutDate: row.payout_date,
    existingAmount: row.existing_amount_cents === null ? null : money(row.existing_amount_cents),
    percentageFull: percent,
    status: bucketStatus(balance, percent),
    desiredSavings: money(row.desired_savings_cents),
    totalContributionsAmount: money(row.contributions),
    totalWithdrawalsAmount: money(row.withdrawals),
    pendingWithdrawalsAmount: money(row.pending),
    metaData: metaData.map(({ key, value }) => ({ key, value })),
    keepsFuneralPolicyId: row.keeps_funeral_policy_id,
    createdAt: new Date(row.created_at),
  };
}

/** Reads buckets with their ledger figures. Callers check ownership (a client sees only their own). */
@Injectable()
export class BucketReadService {
  /** One load per Savings object per request: bucketInfo, monthlyContributionsTotal and totalSaved share it. */
  private readonly loaded = new WeakMap<SavingsModel, Promise<BucketModel[]>>();

  constructor(private readonly em: EntityManager) {}

  /** The savings' buckets, oldest first. */
  forSavings(savings: SavingsModel): Promise<BucketModel[]> {
    let buckets = this.loaded.get(savings);
    if (!buckets) {
      buckets = this.query(this.em, `b."savings_id" = ? order by b."created_at", b."id"`, [savings.id]);
      this.loaded.set(savings, buckets);
    }
    return buckets;
  }

  /**
   * The client's savings with every bucket and its ledger figures in one statement (the overview:
   * Client.savings when bucketInfo or the totals are asked for); the buckets are kept for the
   * Savings object's other fields.
   */
  async savingsWithBuckets(clientId: string): Promise<SavingsModel | null> {
    const rows = await this.em.execute<SavingsRow[]>(SAVINGS_WITH_BUCKETS_SQL, [clientId]);
    const first = rows[0];
    if (!first) return null;
    const savings: SavingsModel = {
      id: first.s_id,
      paymentBankAccountId: first.s_payment_bank_account_id,
      payDay: first.s_pay_day,
      debitOrderId: first.s_debit_order_id,
      createdAt: new Date(first.s_created_at),
    };
    this.loaded.set(savings, Promise.resolve(rows.filter((row) => row.id !== null).map(toBucketModel)));
    return savings;
  }

  /** One goal of these savings; null for an unknown, malformed or other savings' id. */
  async inSavings(savingsId: string, id: string, em: EntityManager = this.em): Promise<BucketModel | null> {
    if (!isUuid(id)) return null;
    const [bucket] = await this.query(em, `b."savings_id" = ? and b."id" = ?`, [savingsId, id]);
    return bucket ?? null;
  }

  /** One of the client's goals; null for another client's, unknown or malformed id. */
  async forClient(clientId: string, id: string, em: EntityManager = this.em): Promise<BucketModel | null> {
    if (!isUuid(id)) return null;
    const [bucket] = await this.query(em, `b."client_id" = ? and b."id" = ?`, [clientId, id]);
    return bucket ?? null;
  }

  async totals(savings: SavingsModel): Promise<{ monthlyContributionsTotal: number; totalSaved: number }> {
    const buckets = await this.forSavings(savings);
    const { monthlyContributionsCents, totalSavedCents } = savingsTotals(
      buckets.map((b) => ({ amountCents: Math.round(b.amount * 100), desiredSavingsCents: Math.round(b.desiredSavings * 100) })),
    );
    return { monthlyContributionsTotal: toRand(monthlyContributionsCents), totalSaved: toRand(totalSavedCents) };
  }

  private async query(em: EntityManager, where: string, params: unknown[]): Promise<BucketModel[]> {
    const rows = await em.execute<BucketRow[]>(BUCKETS_SQL + where, params);
    return rows.map(toBucketModel);
  }
}
