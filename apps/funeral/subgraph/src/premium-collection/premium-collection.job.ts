import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DebitOrderCollectionJob, isSubgraphUnavailable, type AnsweredCollection, type DebitOrderCollectionJobOptions, type DebitOrderCollectionTable, type DebitOrderRunOutcome, type IdentityInternalClient } from '@imali/shared/identity-contract';
import { COLLECTED_POLICY_STATES, isFuneralPolicyState, policyStateAfterPremium, premiumMissedMessage, premiumPaidFromSavingsMessage, type PremiumOutcome, type SavingsShortfall } from '@imali/funeral/domain';
import { monthOf, payDaysFallingOn } from '@imali/shared/domain';
import type { SavingsInternalClient } from '@imali/shared/internal-contracts';

export interface PremiumRunOutcome extends DebitOrderRunOutcome {
  /** Failed collections paid from the Funeral savings goal that keeps the policy. */
  paidFromSavings: number;
  /** Failed collections nothing paid: the policy is on missed payment. */
  missed: number;
  /** Messages sent to clients (paid from savings, missed). */
  notified: number;
}

interface UnresolvedRow {
  id: string;
  policy_id: string;
  client_id: string;
  amount_cents: number;
}

interface UnnotifiedRow {
  id: string;
  client_id: string;
  amount_cents: number;
  outcome: 'SAVINGS' | 'MISSED';
  missed_reason: SavingsShortfall | null;
  savings_goal_name: string | null;
  policy_number: string;
}

/** The premium payment's amount column is decimal rand: whole cents written exactly as text. */
const centsAsDecimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The policy takes the state the domain gives it after this premium (row locked in the caller's transaction). */
async function applyPremiumOutcome(em: EntityManager, policyId: string, outcome: PremiumOutcome): Promise<void> {
  const [policy] = await em.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ? for update`, [policyId]);
  if (!policy || !isFuneralPolicyState(policy.state)) return;
  const next = policyStateAfterPremium(policy.state, outcome);
  if (next !== policy.state) await em.execute(`update "funeral"."funeral_policy" set "state" = ?, "updated_at" = now(), "version" = "version" + 1 where "id" = ?`, [next, policyId], 'run');
}

/** Funeral's premium collections: a refusal or the bank's failure is recorded as identity words it (up to 200 characters). */
const PREMIUM_COLLECTIONS: DebitOrderCollectionTable<{ paid: number; failed: number }> = {
  table: '"funeral"."premium_collection"',
  refusalReason: (refusal) => refusal ?? 'REFUSED',
  failureReason: (failure) => (failure ?? 'FAILED').slice(0, 200),
  noneSettled: { paid: 0, failed: 0 },
};

/**
 * The monthly premium collection (docs/decisions/savings-keeps-funeral-policy.md): on each
 * ACTIVE or ON_RISK_GRACE policy's pay day its current premium is collected on its debit order
 * through identity (once per policy and month). PAID records a premium payment (source
 * DEBIT_ORDER). FAILED asks savings to pay it from the Funeral goal that keeps the policy: paid →
 * a premium payment (source SAVINGS) and an SMS; not paid → the policy is on missed payment
 * (ON_RISK_GRACE) and an SMS. Every step may run again (or in two replicas at once): nothing is
 * made, recorded, debited or sent twice.
 */
export class PremiumCollectionJob extends DebitOrderCollectionJob<{ paid: number; failed: number }, { paidFromSavings: number; missed: number; notified: number }> {
  private readonly savings: SavingsInternalClient;

  constructor(orm: Pick<MikroORM, 'em'>, identity: IdentityInternalClient, savings: SavingsInternalClient, options: DebitOrderCollectionJobOptions = {}) {
    super(orm, identity, PREMIUM_COLLECTIONS, options);
    this.savings = savings;
  }

  /** After settling: failed premiums resolved with savings, and the clients told. */
  protected override async afterSettle(): Promise<{ paidFromSavings: number; missed: number; notified: number; unavailable: number }> {
    const resolved = await this.resolveFailed();
    const notified = await this.notify();
    return { paidFromSavings: resolved.paidFromSavings, missed: resolved.missed, notified: notified.notified, unavailable: resolved.unavailable + notified.unavailable };
  }

  /** The day's collections: made, sent, settled as far as the bank answers within `waitMs`, failed ones resolved and the clients told. */
  override run(date: string, options: { waitMs?: number } = {}): Promise<PremiumRunOutcome> {
    return super.run(date, options);
  }

  /** One collection per collected policy whose pay day falls on `date`, with a debit order and a premium, unless it has one this month. */
  async createFor(date: string): Promise<number> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `insert into "funeral"."premium_collection" ("id", "policy_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "created_at")
       select gen_random_uuid(), p."id", p."client_id", p."debit_order_id", ?, ?::date, round(p."current_premium_total" * 100)::int, 'PENDING', now()
       from "funeral"."funeral_policy" p
       where p."deleted_at" is null and p."debit_order_id" is not null and p."payment_method" = 'DEBI_CHECK' and p."current_premium_total" > 0
         and p."state" in (select jsonb_array_elements_text(?::jsonb))
         and p."payment_due_day" in (select jsonb_array_elements_text(?::jsonb)::int)
       on conflict ("policy_id", "month") do nothing
       returning "id"`,
      [monthOf(date), date, JSON.stringify(COLLECTED_POLICY_STATES), JSON.stringify(payDaysFallingOn(date))],
    );
    return rows.length;
  }

  /**
   * One transaction: the collections still PENDING take the bank's answer; each PAID one records
   * its premium payment (reference = the collection's id, unique) and puts a policy on missed
   * payment back to ACTIVE. A collection settled before is left alone: nothing is recorded twice.
   */
  protected async settleBatch(answers: AnsweredCollection[]): Promise<{ paid: number; failed: number }> {
    return this.em.transactional(async (em) => {
      const settled = await em.execute<{ id: string; status: string; policy_id: string; amount_cents: number }[]>(
        `update "funeral"."premium_collection" c set "status" = v.status, "failure_reason" = v.reason, "settled_at" = now(),
           "outcome" = case when v.status = 'PAID' then 'DEBIT_ORDER' else null end, "resolved_at" = case when v.status = 'PAID' then now() else null end
         from jsonb_to_recordset(?::jsonb) as v(id uuid, status text, reason text)
         where c."id" = v.id and c."status" = 'PENDING'
         returning c."id", c."status", c."policy_id", c."amount_cents"`,
        [JSON.stringify(answers)],
      );
      const paid = settled.filter((s) => s.status === 'PAID');
      for (const collection of paid) await this.recordPayment(em, collection.id, collection.policy_id, collection.amount_cents, 'DEBIT_ORDER');
      return { paid: paid.length, failed: settled.length - paid.length };
    });
  }

  private async recordPayment(em: EntityManager, collectionId: string, policyId: string, amountCents: number, source: 'DEBIT_ORDER' | 'SAVINGS'): Promise<void> {
    await em.execute(
      `insert into "funeral"."premium_payment" ("id", "policy_id", "amount", "received_at", "reference", "source", "created_at", "updated_at", "version")
       values (gen_random_uuid(), ?, ?::numeric, now(), ?, ?, now(), now(), 1)
       on conflict ("reference") where "reference" is not null do nothing`,
      [policyId, centsAsDecimal(amountCents), collectionId, source],
      'run',
    );
    await applyPremiumOutcome(em, policyId, source);
  }

  /**
   * Every FAILED collection not yet resolved: savings is asked to pay it from the Funeral goal
   * that keeps the policy (savings debits once per reference). The answer is recorded in one
   * transaction only by the first to record it; savings down leaves it for the next run.
   */
  async resolveFailed(): Promise<{ paidFromSavings: number; missed: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<UnresolvedRow[]>(
      `select "id", "policy_id", "client_id", "amount_cents" from "funeral"."premium_collection" where "status" = 'FAILED' and "outcome" is null order by "id"`,
    );
    const totals = { paidFromSavings: 0, missed: 0, unavailable: 0 };
    for (const row of rows) {
      const answer = await this.savings.payFuneralPremium({ clientId: row.client_id, policyId: row.policy_id, reference: row.id, amountCents: row.amount_cents }).catch((error: unknown) => {
        if (!isSubgraphUnavailable(error)) throw error;
        totals.unavailable += 1;
        return null;
      });
      if (!answer) continue;
      const paid = answer.outcome === 'PAID';
      const recorded = await this.em.transactional(async (em) => {
        const [updated] = await em.execute<{ id: string }[]>(
          `update "funeral"."premium_collection" set "outcome" = ?, "missed_reason" = ?, "savings_goal_name" = ?, "resolved_at" = now()
           where "id" = ? and "outcome" is null returning "id"`,
          [paid ? 'SAVINGS' : 'MISSED', paid ? null : answer.outcome, answer.bucketName, row.id],
        );
        if (!updated) return false;
        if (paid) await this.recordPayment(em, row.id, row.policy_id, row.amount_cents, 'SAVINGS');
        else await applyPremiumOutcome(em, row.policy_id, 'MISSED');
        return true;
      });
      if (!recorded) continue;
      if (paid) totals.paidFromSavings += 1;
      else totals.missed += 1;
    }
    return totals;
  }

  /** Tells each client whose premium savings paid or who missed it (identity sends a key once); identity down leaves it for the next run. */
  async notify(): Promise<{ notified: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<UnnotifiedRow[]>(
      `select c."id", c."client_id", c."amount_cents", c."outcome", c."missed_reason", c."savings_goal_name", p."policy_number"
       from "funeral"."premium_collection" c join "funeral"."funeral_policy" p on p."id" = c."policy_id"
       where c."outcome" in ('SAVINGS', 'MISSED') and c."notified_at" is null order by c."id"`,
    );
    const totals = { notified: 0, unavailable: 0 };
    for (const row of rows) {
      const body =
        row.outcome === 'SAVINGS'
          ? premiumPaidFromSavingsMessage(row.amount_cents, row.savings_goal_name ?? 'Funeral', row.policy_number)
          : premiumMissedMessage(row.amount_cents, row.policy_number, row.missed_reason ?? 'NO_BUCKET', row.savings_goal_name);
      const sent = await this.identity.sendClientMessage({ clientId: row.client_id, key: `funeral-premium:${row.id}`, channel: 'SMS', body }).catch((error: unknown) => {
        if (!isSubgraphUnavailable(error)) throw error;
        totals.unavailable += 1;
        return null;
      });
      if (sent === null) continue;
      // false: identity has no cell number for the client (nothing more to try); the premium's outcome stands.
      await this.em.getConnection().execute(`update "funeral"."premium_collection" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
      if (sent) totals.notified += 1;
    }
    return totals;
  }
}
