import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DebitOrderCollectionJob,
  isSubgraphUnavailable,
  tellClient,
  type AnsweredCollection,
  type DebitOrderCollectionJobOptions,
  type DebitOrderCollectionTable,
  type DebitOrderRunOutcome,
  type IdentityInternalClient,
  type InternalDebitOrder,
  type TellOutcome,
} from '@imali/shared/identity-contract';
import { sendMandateSignRequests } from '../sale/mandate-sign-requests';
import {
  ACTIVATED_MEMBER_STATE,
  AWAITING_FIRST_PREMIUM_MEMBER_STATE,
  COLLECTED_POLICY_STATES,
  COVER_LAPSED_MEMBER_STATE,
  COVERED_AFTER_WAITING_PERIOD,
  COVERED_MEMBER_STATES,
  FIRST_PREMIUM_ATTEMPTS,
  firstPremiumMissedMessage,
  firstPremiumReceivedMessage,
  isFuneralPolicyState,
  lastCoverStartServedBy,
  nextPayDateAfter,
  NOT_TAKEN_UP_REASON,
  POLICY_CANCELLED_MEMBER_STATE,
  policyNotTakenUpMessage,
  policyStateAfterPremium,
  premiumMissedMessage,
  premiumAwaitingMandateMessage,
  premiumPaidFromSavingsMessage,
  SALE_PAYMENT_METHODS,
  WAITING_PERIOD_SERVED_MEMBER_STATE,
  type PremiumOutcome,
  type SavingsShortfall,
} from '@imali/funeral/domain';
import { isCalendarDate, monthOf, payDaysFallingOn, sastDate } from '@imali/shared/domain';
import type { SavingsInternalClient } from '@imali/shared/internal-contracts';
import { awaitingMandateVerdict, GRACE_PERIOD_DAYS, NEEDS_OPERATIONS, OPERATIONS_REFUSALS, policyLapsedMessage, type AwaitingMandateVerdict } from './grace-and-lapse';

/** What afterSettle counts. */
type AfterSettleCounts = {
  /** Failed collections paid from the Funeral savings goal that keeps the policy. */
  paidFromSavings: number;
  /** Failed collections nothing paid: the policy is on missed payment. */
  missed: number;
  /** Messages sent to clients (paid from savings, missed, held for the debit order's approval, lapsed). */
  notified: number;
  /** Refused because identity does not know the debit order (our data): for operations, not the client's miss. */
  needsOperations: number;
  /** Refused NOT_APPROVED while the policy's debit order awaits the client's approval at the bank: held, not missed (docs/decisions/funeral-premium-awaiting-mandate-approval.md). */
  awaitingApproval: number;
  /** Held premiums whose debit order the client has approved since: sent to the bank again (by the next run's submit). */
  collectAgain: number;
  /** Policies awaiting their first premium cancelled as not taken up: the first premium missed FIRST_PREMIUM_ATTEMPTS times. */
  notTakenUp: number;
};

/** What settling the bank's answers counts. */
type Settled = {
  paid: number;
  failed: number;
  /** Of the paid ones, first premiums that activated their policy (cover started). */
  activated: number;
};

export interface PremiumRunOutcome extends DebitOrderRunOutcome, Settled, AfterSettleCounts {
  /** Policies lapsed: their grace period ended with the missed premium still unpaid. */
  lapsed: number;
  /** Lapsed and not-taken-up policies' debit orders cancelled at identity (docs/decisions/funeral-lapse-ends-cover.md). */
  debitOrdersCancelled: number;
  /** Lives whose natural-death waiting period was served: COVERED (docs/decisions/funeral-waiting-period-ends.md). */
  waitingPeriodsEnded: number;
}

interface UnresolvedRow {
  id: string;
  policy_id: string;
  client_id: string;
  amount_cents: number;
  failure_reason: string | null;
  /** YYYY-MM-DD */
  collection_date: string;
  /** The policy's debit order now (it may have been replaced since the collection was made). */
  policy_debit_order_id: string | null;
  policy_number: string;
  first_premium: boolean;
  /** The client was told the premium is held for the debit order's approval. */
  held_notified: boolean;
}

/** A policy on missed payment whose grace period has ended with nothing paid or still being collected. */
interface LapseDueRow {
  policy_id: string;
  collection_id: string;
  grace_ended_on: string;
}

interface UnnotifiedLapseRow {
  id: string;
  collection_id: string;
  client_id: string;
  policy_number: string;
  amount_cents: number;
}

interface UnnotifiedRow {
  id: string;
  client_id: string;
  amount_cents: number;
  outcome: 'DEBIT_ORDER' | 'SAVINGS' | 'MISSED';
  missed_reason: SavingsShortfall | null;
  savings_goal_name: string | null;
  policy_number: string;
  /** MISSED: the last day of the grace period the policy is in (YYYY-MM-DD). */
  pay_by: string | null;
  /** The premium was the policy's first (it awaited it, DORMANT, when the collection was made). */
  first_premium: boolean;
  /** This premium activated the policy. */
  activated: boolean;
  /** This missed first premium cancelled the policy as not taken up. */
  ended_policy: boolean;
  /** MISSED first premium: the day it was missed (the next try is the pay day after it, YYYY-MM-DD). */
  missed_on: string;
  /** The policy has been activated (by this premium or another). */
  policy_activated: boolean;
  payment_due_day: number | null;
}

/** A policy whose debit order is to be cancelled at identity, and how to record that it was. */
interface DebitOrderToCancel {
  id: string;
  policy_id: string;
  client_id: string;
  debit_order_id: string | null;
}

/** The premium payment's amount column is decimal rand: whole cents written exactly as text. */
const centsAsDecimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The policy takes the state the domain gives it after this premium (row locked in the caller's
 * transaction). A policy awaiting its first premium that it paid is activated
 * (docs/decisions/funeral-first-premium-and-activation.md): first_activated now, its lives awaiting
 * cover in their waiting periods, and the collection marked as the one that activated it (its
 * SMS is sent once, by notify). Answers whether it activated the policy.
 */
async function applyPremiumOutcome(em: EntityManager, policyId: string, outcome: PremiumOutcome, collectionId: string): Promise<boolean> {
  const [policy] = await em.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ? for update`, [policyId]);
  if (!policy || !isFuneralPolicyState(policy.state)) return false;
  const next = policyStateAfterPremium(policy.state, outcome);
  if (next === policy.state) return false;
  const activates = policy.state === 'DORMANT' && next === 'ACTIVE';
  await em.execute(
    `update "funeral"."funeral_policy" set "state" = ?, "first_activated" = case when ? then now() else "first_activated" end, "updated_at" = now(), "version" = "version" + 1 where "id" = ?`,
    [next, activates, policyId],
    'run',
  );
  if (!activates) return false;
  await em.execute(
    `update "funeral"."policy_member" set "state" = ?, "updated_at" = now(), "version" = "version" + 1 where "policy_id" = ? and "state" = ?`,
    [ACTIVATED_MEMBER_STATE, policyId, AWAITING_FIRST_PREMIUM_MEMBER_STATE],
    'run',
  );
  await em.execute(`update "funeral"."premium_collection" set "activated_at" = now() where "id" = ?`, [collectionId], 'run');
  return true;
}

/**
 * After a missed first premium (the policy still DORMANT, its row locked in the caller's
 * transaction): the FIRST_PREMIUM_ATTEMPTS-th miss cancels the policy as not taken up: CANCELLED
 * with NOT_TAKEN_UP_REASON, its lives no longer listed as covered, and the collection marked as the
 * one that ended it (its debit order is cancelled at identity after this commits, and the client
 * told once). Answers whether it did.
 */
async function endIfNotTakenUp(em: EntityManager, policyId: string, collectionId: string): Promise<boolean> {
  const [policy] = await em.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ? for update`, [policyId]);
  if (policy?.state !== 'DORMANT') return false;
  const [counted] = await em.execute<{ misses: number }[]>(
    `select count(*)::int as misses from "funeral"."premium_collection" where "policy_id" = ? and "first_premium" and "outcome" = 'MISSED'`,
    [policyId],
  );
  if ((counted?.misses ?? 0) < FIRST_PREMIUM_ATTEMPTS) return false;
  await em.execute(
    `update "funeral"."funeral_policy" set "state" = 'CANCELLED', "cancelled_at" = now(), "cancel_reason" = ?, "updated_at" = now(), "version" = "version" + 1 where "id" = ?`,
    [NOT_TAKEN_UP_REASON, policyId],
    'run',
  );
  await em.execute(
    `update "funeral"."policy_member" set "state" = ?, "updated_at" = now(), "version" = "version" + 1
     where "policy_id" = ? and "state" in (select jsonb_array_elements_text(?::jsonb))`,
    [POLICY_CANCELLED_MEMBER_STATE, policyId, JSON.stringify(COVERED_MEMBER_STATES)],
    'run',
  );
  await em.execute(`update "funeral"."premium_collection" set "ended_policy_at" = now() where "id" = ?`, [collectionId], 'run');
  return true;
}

/**
 * The policies on missed payment (ON_RISK_GRACE) that lapse on the run's date: the grace period
 * began with the first premium MISSED since the last one paid, on its due date or the SAST day the
 * miss was recorded if later, and its last day (GRACE_PERIOD_DAYS on) is before the run's date;
 * no collection of the policy is still unresolved (the bank or savings may yet pay it), and none
 * since the miss needed operations (a premium we never asked the bank for is not the client's).
 * Parameters: lapseDueParams (one policy's id, or null for all).
 */
/**
 * The premium that began a policy's grace period (for `p`): the first MISSED since the last one
 * paid, with the day its grace began (its due date, or the SAST day the miss was recorded if later).
 * A missed first premium never begins one: there was no cover to keep.
 */
const GRACE_FROM_SQL = `
    select c."id", c."collection_date", greatest(c."collection_date", (c."resolved_at" at time zone 'Africa/Johannesburg')::date) as grace_from
    from "funeral"."premium_collection" c
    where c."policy_id" = p."id" and c."outcome" = 'MISSED' and not c."first_premium"
      and c."collection_date" > coalesce((select max(k."collection_date") from "funeral"."premium_collection" k where k."policy_id" = p."id" and k."outcome" in ('DEBIT_ORDER', 'SAVINGS')), '-infinity'::date)
    order by c."collection_date", c."id"
    limit 1`;

const LAPSE_DUE_SQL = `
  select p."id" as policy_id, m."id" as collection_id, to_char(m."grace_from" + ?::int, 'YYYY-MM-DD') as grace_ended_on
  from "funeral"."funeral_policy" p
  join lateral (${GRACE_FROM_SQL}) m on true
  where p."state" = 'ON_RISK_GRACE' and p."deleted_at" is null and (?::uuid is null or p."id" = ?::uuid)
    and m."grace_from" + ?::int < ?::date
    and not exists (
      select 1 from "funeral"."premium_collection" o
      where o."policy_id" = p."id" and (o."outcome" is null or (o."outcome" = '${NEEDS_OPERATIONS}' and o."collection_date" >= m."collection_date"))
    )
  order by p."id"`;

/**
 * The payment methods collected by debit order at identity: DEBI_CHECK (approved at the bank) and
 * NAEDO (signed on the web), every sale payment method (docs/decisions/naedo-debit-order-collections.md).
 * Constants, written into the SQL.
 */
const COLLECTED_PAYMENT_METHODS_SQL = SALE_PAYMENT_METHODS.map((method) => `'${method}'`).join(', ');

/**
 * The policies (`p`) whose premium is collected on a pay day falling on a date: collected now
 * (state, debit order, premium) with none for that date's month (the unique key and on conflict
 * still decide between two runs at once). One awaiting its first premium (DORMANT) only from its
 * expectFirstPaymentAt on (none: not collected). For a pay day already past (late: true), also
 * collectable then: activated by that SAST day and the first premium not expected after it (for
 * a DORMANT one: its first premium expected by then).
 * Parameters: collectedOnParams.
 */
const COLLECTED_ON_SQL = `p."deleted_at" is null and p."debit_order_id" is not null and p."payment_method" in (${COLLECTED_PAYMENT_METHODS_SQL}) and p."current_premium_total" > 0
         and p."state" in (select jsonb_array_elements_text(?::jsonb))
         and p."payment_due_day" in (select jsonb_array_elements_text(?::jsonb)::int)
         and (p."state" <> 'DORMANT' or (p."expect_first_payment_at" is not null and p."expect_first_payment_at" <= ?::date))
         and (not ?::boolean or p."state" = 'DORMANT' or (p."first_activated" is not null and (p."first_activated" at time zone 'Africa/Johannesburg')::date <= ?::date
           and (p."expect_first_payment_at" is null or p."expect_first_payment_at" <= ?::date)))
         and not exists (select 1 from "funeral"."premium_collection" c where c."policy_id" = p."id" and c."month" = ?)`;

const collectedOnParams = (payDate: string, late: boolean) => [JSON.stringify(COLLECTED_POLICY_STATES), JSON.stringify(payDaysFallingOn(payDate)), payDate, late, payDate, payDate, monthOf(payDate)];

const lapseDueParams = (date: string, policyId: string | null) => [GRACE_PERIOD_DAYS, policyId, policyId, GRACE_PERIOD_DAYS, date];

/** Funeral's premium collections: a refusal or the bank's failure is recorded as identity words it (up to 200 characters). */
const PREMIUM_COLLECTIONS: DebitOrderCollectionTable<Settled> = {
  table: '"funeral"."premium_collection"',
  idempotencyTable: '"funeral"."idempotency_key"',
  refusalReason: (refusal) => refusal ?? 'REFUSED',
  failureReason: (failure) => (failure ?? 'FAILED').slice(0, 200),
  noneSettled: { paid: 0, failed: 0, activated: 0 },
};

/**
 * The monthly premium collection (docs/decisions/savings-keeps-funeral-policy.md): on each
 * ACTIVE or ON_RISK_GRACE policy's pay day its current premium is collected on its debit order
 * through identity (once per policy and month). PAID records a premium payment (source
 * DEBIT_ORDER). FAILED asks savings to pay it from the Funeral goal that keeps the policy: paid →
 * a premium payment (source SAVINGS) and an SMS; not paid → the policy is on missed payment
 * (ON_RISK_GRACE) and an SMS. A refusal that is our data's fault (identity does not know the debit
 * order) NEEDS_OPERATIONS instead: nothing else happens. A policy whose grace period ends with the
 * premium unpaid LAPSES, with an SMS (docs/decisions/funeral-grace-and-lapse.md). A DORMANT
 * policy's first premium is collected from its expectFirstPaymentAt on: paid, it activates the
 * policy with an SMS; missed, the policy stays DORMANT (no cover, no grace period), the client is
 * told, the next pay day tries again, and the third miss cancels it as not taken up
 * (docs/decisions/funeral-first-premium-and-activation.md). Every step may run again (or in two
 * replicas at once): nothing is made, recorded, debited, activated, lapsed or sent twice.
 */
export class PremiumCollectionJob extends DebitOrderCollectionJob<Settled, AfterSettleCounts> {
  private readonly savings: SavingsInternalClient;
  private readonly logger = new Logger('FuneralPremiumCollection');
  /** The date of the run in progress (run sets it; afterSettle has none): how long a premium awaiting a mandate's approval is held is counted to it. */
  private runDate: string | null = null;

  /**
   * `webOrigin`: the public web origin for links in SMS; with it, each run also sends the signing
   * SMS a sale could not send (sendMandateSignRequests, docs/decisions/funeral-naedo-mandate-signing.md).
   */
  constructor(
    orm: Pick<MikroORM, 'em'>,
    identity: IdentityInternalClient,
    savings: SavingsInternalClient,
    options: DebitOrderCollectionJobOptions = {},
    private readonly webOrigin: string | null = null,
  ) {
    super(orm, identity, PREMIUM_COLLECTIONS, options);
    this.savings = savings;
  }

  /** After settling: refusals that are our data's fault held for operations, failed premiums resolved with savings, and the clients told. */
  protected override async afterSettle(): Promise<AfterSettleCounts & { unavailable: number }> {
    const needsOperations = await this.holdForOperations();
    const resolved = await this.resolveFailed(this.runDate ?? sastDate());
    const notified = await this.notify();
    return {
      paidFromSavings: resolved.paidFromSavings,
      missed: resolved.missed,
      notified: notified.notified + resolved.notified,
      needsOperations,
      awaitingApproval: resolved.awaitingApproval,
      collectAgain: resolved.collectAgain,
      notTakenUp: resolved.notTakenUp,
      unavailable: resolved.unavailable + notified.unavailable,
    };
  }

  /**
   * The day's collections: made, sent, settled as far as the bank answers within `waitMs`, failed
   * ones resolved and the clients told; then the policies whose grace period ended by `date` lapse,
   * their debit orders are cancelled at identity and their clients are told.
   */
  override async run(date: string, options: { waitMs?: number } = {}): Promise<PremiumRunOutcome> {
    this.runDate = date;
    let outcome: Awaited<ReturnType<DebitOrderCollectionJob<Settled, AfterSettleCounts>['run']>>;
    try {
      outcome = await super.run(date, options);
    } finally {
      this.runDate = null;
    }
    const started = Date.now();
    const lapsed = await this.lapseDue(date);
    const waitingPeriodsEnded = await this.endWaitingPeriods(date);
    const cancelled = await this.cancelLapsedDebitOrders();
    const notTakenUp = await this.cancelNotTakenUpDebitOrders();
    const told = await this.notifyLapses();
    const signRequests = this.webOrigin
      ? await sendMandateSignRequests(this.em, this.identity, this.webOrigin, { log: (entry) => this.logger.error(entry) })
      : { notified: 0, unavailable: 0 };
    return {
      ...outcome,
      lapsed,
      waitingPeriodsEnded,
      debitOrdersCancelled: cancelled.cancelled + notTakenUp.cancelled,
      notified: outcome.notified + told.notified + signRequests.notified,
      unavailable: outcome.unavailable + cancelled.unavailable + notTakenUp.unavailable + told.unavailable + signRequests.unavailable,
      ms: outcome.ms + Date.now() - started,
    };
  }

  /**
   * Failed collections identity refused because the debit order is not one it knows for the client
   * (or our request was at fault): recorded as NEEDS_OPERATIONS, only by the first to record it.
   * Savings is not asked, the policy's state is left alone and the client is not told. Logged with
   * ids only.
   */
  async holdForOperations(): Promise<number> {
    const held = await this.em.getConnection().execute<{ id: string; policy_id: string; failure_reason: string }[]>(
      `update "funeral"."premium_collection" set "outcome" = '${NEEDS_OPERATIONS}', "resolved_at" = now()
       where "status" = 'FAILED' and "outcome" is null and "failure_reason" in (select jsonb_array_elements_text(?::jsonb))
       returning "id", "policy_id", "failure_reason"`,
      [JSON.stringify(OPERATIONS_REFUSALS)],
    );
    for (const row of held) {
      this.logger.warn({ msg: 'funeral premium not collected: the debit order needs operations', collectionId: row.id, policyId: row.policy_id, reason: row.failure_reason });
    }
    return held.length;
  }

  /**
   * Every policy whose grace period ended before `date` with its premium unpaid lapses: in one
   * transaction per policy, under a lock on its row, the rule is read again, the lapse recorded
   * (once per missed premium that began the grace period), the state set to LAPSED and every life
   * in a covered state set to COVER_LAPSED (no longer covered, as a cancellation's lives are). Two
   * runs at once lapse it once; a premium paid meanwhile (ACTIVE again) or still being collected
   * holds it. Its debit order is cancelled at identity after this commits (cancelLapsedDebitOrders).
   */
  async lapseDue(date: string): Promise<number> {
    const due = await this.em.getConnection().execute<LapseDueRow[]>(LAPSE_DUE_SQL, lapseDueParams(date, null));
    let lapsed = 0;
    for (const candidate of due) {
      const done = await this.em.transactional(async (em) => {
        const [policy] = await em.execute<{ state: string }[]>(`select "state" from "funeral"."funeral_policy" where "id" = ? for update`, [candidate.policy_id]);
        if (policy?.state !== 'ON_RISK_GRACE') return false;
        const [still] = await em.execute<LapseDueRow[]>(LAPSE_DUE_SQL, lapseDueParams(date, candidate.policy_id));
        if (!still) return false;
        const [made] = await em.execute<{ id: string }[]>(
          `insert into "funeral"."policy_lapse" ("id", "policy_id", "collection_id", "grace_ended_on", "lapsed_on", "created_at")
           values (gen_random_uuid(), ?, ?, ?::date, ?::date, now())
           on conflict ("collection_id") do nothing returning "id"`,
          [still.policy_id, still.collection_id, still.grace_ended_on, date],
        );
        if (!made) return false;
        await em.execute(`update "funeral"."funeral_policy" set "state" = 'LAPSED', "updated_at" = now(), "version" = "version" + 1 where "id" = ?`, [still.policy_id], 'run');
        await em.execute(
          `update "funeral"."policy_member" set "state" = ?, "updated_at" = now(), "version" = "version" + 1
           where "policy_id" = ? and "state" in (select jsonb_array_elements_text(?::jsonb))`,
          [COVER_LAPSED_MEMBER_STATE, still.policy_id, JSON.stringify(COVERED_MEMBER_STATES)],
          'run',
        );
        return true;
      });
      if (done) lapsed += 1;
    }
    return lapsed;
  }

  /**
   * Lives that have served their natural-death waiting period by `date` become COVERED
   * (docs/decisions/funeral-waiting-period-ends.md): IN_WAITING_PERIOD, or INITIAL on a policy
   * already in force (a life added before the member change gave such lives IN_WAITING_PERIOD), of
   * an ACTIVE or ON_RISK_GRACE policy with a known activation; a life's cover started on the later
   * of the policy's first_activated and the day it was added (SAST days). The calendar decides, not
   * the run: a run dated after today (by hand, tests) ends only what has been served by today.
   * One set-based update in one transaction; rows another transaction holds (a lapse or
   * cancellation taking the life off cover) are skipped and left to the next run, and the state is
   * read again under the row lock, so a lapsed or cancelled policy's lives never become COVERED and
   * two runs at once change each life once. Answers how many lives it changed. `today` (SAST) and
   * `policyIds` (only those policies' lives) are for tests on the shared database.
   */
  async endWaitingPeriods(date: string, { today = sastDate(), policyIds = null }: { today?: string; policyIds?: readonly string[] | null } = {}): Promise<number> {
    if (!isCalendarDate(date) || !isCalendarDate(today)) throw new RangeError('date must be YYYY-MM-DD');
    const coverStartedBy = lastCoverStartServedBy(COVERED_AFTER_WAITING_PERIOD, date < today ? date : today);
    if (!coverStartedBy) throw new RangeError('date must be YYYY-MM-DD');
    const scope = policyIds ? JSON.stringify(policyIds) : null;
    return this.em.transactional(async (em) => {
      const ended = await em.execute<{ id: string }[]>(
        `with served as (
           select m."id" from "funeral"."policy_member" m join "funeral"."funeral_policy" p on p."id" = m."policy_id"
           where m."deleted_at" is null and p."deleted_at" is null and p."first_activated" is not null
             and p."state" in ('ACTIVE', 'ON_RISK_GRACE')
             and m."state" in (?, ?) and (?::jsonb is null or p."id" in (select jsonb_array_elements_text(?::jsonb)::uuid))
             and (greatest(p."first_activated", m."created_at") at time zone 'Africa/Johannesburg')::date <= ?::date
           order by m."id"
           for update of m skip locked
         )
         update "funeral"."policy_member" m set "state" = ?, "updated_at" = now(), "version" = m."version" + 1
         from served where m."id" = served."id"
         returning m."id"`,
        [ACTIVATED_MEMBER_STATE, AWAITING_FIRST_PREMIUM_MEMBER_STATE, scope, scope, coverStartedBy, WAITING_PERIOD_SERVED_MEMBER_STATE],
      );
      return ended.length;
    });
  }

  /**
   * Cancels at identity the debit order of each policy that lapsed and is still LAPSED, so no live
   * mandate stays at the client's bank; recorded on the lapse (`debit_order_cancelled_at`) once
   * identity has cancelled it, or has none to cancel (no debit order, one identity does not know, one
   * already cancelled or replaced). Identity down, or refusing one, leaves it for the next run
   * (logged with ids only) and the others still go; the lapse itself is never undone.
   */
  async cancelLapsedDebitOrders(): Promise<{ cancelled: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<DebitOrderToCancel[]>(
      `select l."id", l."policy_id", p."client_id", p."debit_order_id"
       from "funeral"."policy_lapse" l join "funeral"."funeral_policy" p on p."id" = l."policy_id"
       where l."debit_order_cancelled_at" is null and p."state" = 'LAPSED' order by l."id"`,
    );
    return this.cancelDebitOrders(rows, '"funeral"."policy_lapse"', 'a lapsed policy’s');
  }

  /**
   * Cancels at identity the debit order of each policy not taken up (its first premium missed
   * FIRST_PREMIUM_ATTEMPTS times) and still CANCELLED, as a lapse's: recorded on the collection that
   * ended it (`debit_order_cancelled_at`); identity down leaves it for the next run.
   */
  async cancelNotTakenUpDebitOrders(): Promise<{ cancelled: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<DebitOrderToCancel[]>(
      `select c."id", c."policy_id", p."client_id", p."debit_order_id"
       from "funeral"."premium_collection" c join "funeral"."funeral_policy" p on p."id" = c."policy_id"
       where c."ended_policy_at" is not null and c."debit_order_cancelled_at" is null and p."state" = 'CANCELLED' order by c."id"`,
    );
    return this.cancelDebitOrders(rows, '"funeral"."premium_collection"', 'a not-taken-up policy’s');
  }

  /** Cancels each row's policy's debit order at identity (unless it has none live) and marks the row (`table`'s debit_order_cancelled_at). */
  private async cancelDebitOrders(rows: DebitOrderToCancel[], table: string, whose: string): Promise<{ cancelled: number; unavailable: number }> {
    const totals = { cancelled: 0, unavailable: 0 };
    for (const row of rows) {
      let cancelled = false;
      try {
        const order = row.debit_order_id ? await this.identity.findDebitOrder(row.client_id, row.debit_order_id) : null;
        if (order && order.status !== 'CANCELLED' && order.status !== 'REPLACED') {
          await this.identity.cancelDebitOrder(row.client_id, order.id);
          cancelled = true;
        }
      } catch (error) {
        if (isSubgraphUnavailable(error)) totals.unavailable += 1;
        else this.logger.error({ msg: `identity refused to cancel ${whose} debit order`, recordId: row.id, policyId: row.policy_id, error: error instanceof Error ? error.name : 'unknown' });
        continue;
      }
      await this.em.getConnection().execute(`update ${table} set "debit_order_cancelled_at" = now() where "id" = ? and "debit_order_cancelled_at" is null`, [row.id], 'run');
      if (cancelled) totals.cancelled += 1;
    }
    return totals;
  }

  /** Tells each client whose policy lapsed (identity sends a key once); identity down leaves it for the next run. */
  async notifyLapses(): Promise<{ notified: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<UnnotifiedLapseRow[]>(
      `select l."id", l."collection_id", p."client_id", p."policy_number", c."amount_cents"
       from "funeral"."policy_lapse" l
       join "funeral"."funeral_policy" p on p."id" = l."policy_id"
       join "funeral"."premium_collection" c on c."id" = l."collection_id"
       where l."notified_at" is null order by l."id"`,
    );
    const totals = { notified: 0, unavailable: 0 };
    for (const row of rows) {
      const body = policyLapsedMessage(row.amount_cents, row.policy_number);
      const told = await tellClient(this.identity, { clientId: row.client_id, key: `funeral-lapse:${row.collection_id}`, channel: 'SMS', body }, (entry) => this.logger.error(entry));
      if (told === 'UNAVAILABLE') totals.unavailable += 1;
      // Identity down or this message refused (logged): tried again on the next run.
      if (told === 'UNAVAILABLE' || told === 'REFUSED') continue;
      await this.em.getConnection().execute(`update "funeral"."policy_lapse" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
      if (told === 'SENT') totals.notified += 1;
    }
    return totals;
  }

  /**
   * One collection per collected policy whose pay day falls on `payDate` (the run's `date` unless
   * it is a pay day no run collected), with a debit order and a premium, unless it has one for
   * `payDate`'s month; dated `date`. A late one (docs/decisions/debit-order-missed-pay-day-catch-up.md)
   * only for a policy already collectable on `payDate`: active by then (first_activated, SAST) and
   * its first premium not expected after it. Unknown activation: not collected late.
   */
  async createFor(date: string, payDate: string = date): Promise<number> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `insert into "funeral"."premium_collection" ("id", "policy_id", "client_id", "debit_order_id", "month", "collection_date", "amount_cents", "status", "first_premium", "created_at")
       select gen_random_uuid(), p."id", p."client_id", p."debit_order_id", ?, ?::date, round(p."current_premium_total" * 100)::int, 'PENDING', p."state" = 'DORMANT', now()
       from "funeral"."funeral_policy" p
       where ${COLLECTED_ON_SQL}
       on conflict ("policy_id", "month") do nothing
       returning "id"`,
      [monthOf(payDate), date, ...collectedOnParams(payDate, payDate !== date)],
    );
    return rows.length;
  }

  /** The policies collectable on `payDate` with no premium collection for its month. */
  protected async uncollected(payDate: string): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `select p."id" from "funeral"."funeral_policy" p
       where ${COLLECTED_ON_SQL}
       order by p."id"`,
      collectedOnParams(payDate, true),
    );
    return rows.map((r) => r.id);
  }

  /**
   * One transaction: the collections still PENDING take the bank's answer; each PAID one records
   * its premium payment (reference = the collection's id, unique) and puts a policy on missed
   * payment back to ACTIVE, or activates one awaiting its first premium. A collection settled
   * before is left alone: nothing is recorded twice.
   */
  protected async settleBatch(answers: AnsweredCollection[]): Promise<Settled> {
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
      let activated = 0;
      for (const collection of paid) if (await this.recordPayment(em, collection.id, collection.policy_id, collection.amount_cents, 'DEBIT_ORDER')) activated += 1;
      return { paid: paid.length, failed: settled.length - paid.length, activated };
    });
  }

  /** Records the premium payment and the policy's state after it; answers whether it activated the policy. */
  private async recordPayment(em: EntityManager, collectionId: string, policyId: string, amountCents: number, source: 'DEBIT_ORDER' | 'SAVINGS'): Promise<boolean> {
    await em.execute(
      `insert into "funeral"."premium_payment" ("id", "policy_id", "amount", "received_at", "reference", "source", "created_at", "updated_at", "version")
       values (gen_random_uuid(), ?, ?::numeric, now(), ?, ?, now(), now(), 1)
       on conflict ("reference") where "reference" is not null do nothing`,
      [policyId, centsAsDecimal(amountCents), collectionId, source],
      'run',
    );
    return applyPremiumOutcome(em, policyId, source, collectionId);
  }

  /**
   * Every FAILED collection not yet resolved: savings is asked to pay it from the Funeral goal
   * that keeps the policy (savings debits once per reference). The answer is recorded in one
   * transaction only by the first to record it; savings down leaves it for the next run. One
   * identity refused NOT_APPROVED is first checked against the policy's debit order
   * (awaitingMandateVerdict, `today` the run's SAST date): held while it awaits the client's
   * approval at the bank, sent again once approved, else the client's miss as any other.
   */
  async resolveFailed(today: string = sastDate()): Promise<{ paidFromSavings: number; missed: number; awaitingApproval: number; collectAgain: number; notTakenUp: number; notified: number; unavailable: number }> {
    // A refusal that is our data's fault is never the client's to pay (holdForOperations records it).
    const rows = await this.em.getConnection().execute<UnresolvedRow[]>(
      `select c."id", c."policy_id", c."client_id", c."amount_cents", c."failure_reason", to_char(c."collection_date", 'YYYY-MM-DD') as collection_date, p."debit_order_id" as policy_debit_order_id,
         p."policy_number", c."first_premium", c."held_notified_at" is not null as held_notified
       from "funeral"."premium_collection" c join "funeral"."funeral_policy" p on p."id" = c."policy_id"
       where c."status" = 'FAILED' and c."outcome" is null and coalesce(c."failure_reason", '') not in (select jsonb_array_elements_text(?::jsonb)) order by c."id"`,
      [JSON.stringify(OPERATIONS_REFUSALS)],
    );
    const totals = { paidFromSavings: 0, missed: 0, awaitingApproval: 0, collectAgain: 0, notTakenUp: 0, notified: 0, unavailable: 0 };
    for (const row of rows) {
      if (row.failure_reason === 'NOT_APPROVED') {
        const { verdict, order } = await this.awaitingMandate(row, today);
        if (verdict === 'UNAVAILABLE') totals.unavailable += 1;
        if (verdict === 'HOLD') {
          totals.awaitingApproval += 1;
          const told = row.held_notified || !order ? null : await this.tellHeld(row, order);
          if (told === 'SENT') totals.notified += 1;
          if (told === 'UNAVAILABLE') totals.unavailable += 1;
        }
        if (verdict === 'COLLECT_AGAIN' && (await this.collectAgain(row))) totals.collectAgain += 1;
        if (verdict !== 'MISSED') continue;
      }
      const answer = await this.savings.payFuneralPremium({ clientId: row.client_id, policyId: row.policy_id, reference: row.id, amountCents: row.amount_cents }).catch((error: unknown) => {
        if (!isSubgraphUnavailable(error)) throw error;
        totals.unavailable += 1;
        return null;
      });
      if (!answer) continue;
      const paid = answer.outcome === 'PAID';
      const recorded = await this.em.transactional(async (em) => {
        const [updated] = await em.execute<{ id: string; first_premium: boolean }[]>(
          `update "funeral"."premium_collection" set "outcome" = ?, "missed_reason" = ?, "savings_goal_name" = ?, "resolved_at" = now()
           where "id" = ? and "outcome" is null returning "id", "first_premium"`,
          [paid ? 'SAVINGS' : 'MISSED', paid ? null : answer.outcome, answer.bucketName, row.id],
        );
        if (!updated) return null;
        if (paid) {
          await this.recordPayment(em, row.id, row.policy_id, row.amount_cents, 'SAVINGS');
          return { ended: false };
        }
        // A missed first premium leaves the policy as it is (no cover yet, so no grace period; one
        // activated since by a later premium owes nothing for the month before its cover began).
        if (updated.first_premium) return { ended: await endIfNotTakenUp(em, row.policy_id, row.id) };
        await applyPremiumOutcome(em, row.policy_id, 'MISSED', row.id);
        return { ended: false };
      });
      if (!recorded) continue;
      if (paid) totals.paidFromSavings += 1;
      else totals.missed += 1;
      if (recorded.ended) totals.notTakenUp += 1;
    }
    return totals;
  }

  /** The verdict on a premium refused NOT_APPROVED, from identity's view of the policy's debit order now (with it); identity down: UNAVAILABLE (the next run decides). */
  private async awaitingMandate(row: UnresolvedRow, today: string): Promise<{ verdict: AwaitingMandateVerdict | 'UNAVAILABLE'; order: InternalDebitOrder | null }> {
    if (!row.policy_debit_order_id) return { verdict: 'MISSED', order: null };
    try {
      const order = await this.identity.findDebitOrder(row.client_id, row.policy_debit_order_id);
      return { verdict: awaitingMandateVerdict(order, row.collection_date, today), order };
    } catch (error) {
      if (!isSubgraphUnavailable(error)) throw error;
      return { verdict: 'UNAVAILABLE', order: null };
    }
  }

  /**
   * A held premium's client is told once what the debit order waits for (their bank's approval,
   * or their signature; the account holder's when it is a third party's account): identity sends a
   * key once, and held_notified_at keeps later runs from asking again. Identity down or the message
   * refused: tried on the next run that holds it; no cell number: nothing more to try.
   */
  private async tellHeld(row: UnresolvedRow, order: InternalDebitOrder): Promise<TellOutcome> {
    const body = premiumAwaitingMandateMessage(row.amount_cents, row.policy_number, { paymentType: order.paymentType, sentToThirdParty: order.sentToThirdParty, firstPremium: row.first_premium });
    const told = await tellClient(this.identity, { clientId: row.client_id, key: `funeral-premium-held:${row.id}`, channel: 'SMS', body }, (entry) => this.logger.error(entry));
    if (told === 'SENT' || told === 'NO_CELL_NUMBER') {
      await this.em.getConnection().execute(`update "funeral"."premium_collection" set "held_notified_at" = now() where "id" = ? and "held_notified_at" is null`, [row.id], 'run');
    }
    return told;
  }

  /**
   * A held premium whose debit order the client has approved since: PENDING again on the policy's
   * debit order, so the next submit sends it to the bank under the same reference (identity kept
   * nothing of the refusal). Only the first to do it does: false for a premium resolved meanwhile.
   */
  private async collectAgain(row: UnresolvedRow): Promise<boolean> {
    const [updated] = await this.em.getConnection().execute<{ id: string }[]>(
      `update "funeral"."premium_collection" set "status" = 'PENDING', "failure_reason" = null, "settled_at" = null, "submitted_at" = null, "debit_order_id" = ?
       where "id" = ? and "status" = 'FAILED' and "outcome" is null and "failure_reason" = 'NOT_APPROVED' returning "id"`,
      [row.policy_debit_order_id, row.id],
    );
    return Boolean(updated);
  }

  /**
   * Tells each client whose premium savings paid or who missed it, whose first premium activated
   * their policy, or whose policy was not taken up (identity sends a key once); identity down leaves
   * it for the next run.
   */
  async notify(): Promise<{ notified: number; unavailable: number }> {
    const rows = await this.em.getConnection().execute<UnnotifiedRow[]>(
      `select c."id", c."client_id", c."amount_cents", c."outcome", c."missed_reason", c."savings_goal_name", p."policy_number", p."payment_due_day",
         c."first_premium", c."activated_at" is not null as "activated", c."ended_policy_at" is not null as "ended_policy", p."first_activated" is not null as "policy_activated",
         to_char(greatest(c."collection_date", (c."resolved_at" at time zone 'Africa/Johannesburg')::date), 'YYYY-MM-DD') as "missed_on",
         case when c."outcome" = 'MISSED' and not c."first_premium" then to_char(g."grace_from" + ?::int, 'YYYY-MM-DD') end as "pay_by"
       from "funeral"."premium_collection" c join "funeral"."funeral_policy" p on p."id" = c."policy_id"
       left join lateral (${GRACE_FROM_SQL}) g on true
       where (c."outcome" in ('SAVINGS', 'MISSED') or c."activated_at" is not null) and c."notified_at" is null order by c."id"`,
      [GRACE_PERIOD_DAYS],
    );
    const totals = { notified: 0, unavailable: 0 };
    for (const row of rows) {
      const body = this.messageFor(row);
      if (body === null) {
        await this.em.getConnection().execute(`update "funeral"."premium_collection" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
        continue;
      }
      const told = await tellClient(this.identity, { clientId: row.client_id, key: `funeral-premium:${row.id}`, channel: 'SMS', body }, (entry) => this.logger.error(entry));
      if (told === 'UNAVAILABLE') totals.unavailable += 1;
      // Identity down or this message refused (logged): tried again on the next run.
      if (told === 'UNAVAILABLE' || told === 'REFUSED') continue;
      // false: identity has no cell number for the client (nothing more to try); the premium's outcome stands.
      await this.em.getConnection().execute(`update "funeral"."premium_collection" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
      if (told === 'SENT') totals.notified += 1;
    }
    return totals;
  }

  /** The SMS for a resolved premium (notify's row); null: nothing to tell (a first premium missed after another started the cover). */
  private messageFor(row: UnnotifiedRow): string | null {
    if (row.activated) return firstPremiumReceivedMessage(row.amount_cents, row.policy_number, row.outcome === 'SAVINGS' ? (row.savings_goal_name ?? 'Funeral') : null);
    if (row.outcome === 'SAVINGS') return premiumPaidFromSavingsMessage(row.amount_cents, row.savings_goal_name ?? 'Funeral', row.policy_number);
    if (row.ended_policy) return policyNotTakenUpMessage(row.policy_number);
    if (row.first_premium) {
      if (row.policy_activated) return null;
      const nextTry = row.payment_due_day ? nextPayDateAfter(row.payment_due_day, row.missed_on) : null;
      return firstPremiumMissedMessage(row.amount_cents, row.policy_number, row.missed_reason ?? 'NO_BUCKET', row.savings_goal_name, nextTry);
    }
    return premiumMissedMessage(row.amount_cents, row.policy_number, row.missed_reason ?? 'NO_BUCKET', row.savings_goal_name, row.pay_by);
  }
}
