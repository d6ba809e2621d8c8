import { Migration } from '@mikro-orm/migrations';

/**
 * A sold policy's first premium (docs/decisions/funeral-first-premium-and-activation.md): a premium
 * collection knows whether it was the policy's first, whether it activated the policy (its SMS sent
 * once) or cancelled it as not taken up (the debit order then cancelled at identity). Policies
 * awaiting their first premium that were sold before this change had no expectFirstPaymentAt: they
 * get the rule's date counted from today (the first pay day at least 5 days on, a pay day of 29-31
 * falling on a shorter month's last day), so none is debited late for a pay day already past.
 */
export class Migration20261127120000_first_premium_activation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funeral"."premium_collection" add column "first_premium" boolean not null default false, add column "activated_at" timestamptz null, add column "ended_policy_at" timestamptz null, add column "debit_order_cancelled_at" timestamptz null;`);
    this.addSql(`with base as (
        select "id", "payment_due_day" as pd, (now() at time zone 'Africa/Johannesburg')::date + 5 as start
        from "funeral"."funeral_policy"
        where "state" = 'DORMANT' and "expect_first_payment_at" is null and "payment_due_day" between 1 and 31 and "deleted_at" is null
      ), months as (
        select "id", pd, start, date_trunc('month', start)::date as m0, (date_trunc('month', start) + interval '1 month')::date as m1 from base
      ), candidates as (
        select "id", start,
          m0 + (least(pd, extract(day from (m0 + interval '1 month - 1 day'))::int) - 1) as c0,
          m1 + (least(pd, extract(day from (m1 + interval '1 month - 1 day'))::int) - 1) as c1
        from months
      )
      update "funeral"."funeral_policy" p set "expect_first_payment_at" = case when c.c0 >= c.start then c.c0 else c.c1 end
      from candidates c where p."id" = c."id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funeral"."premium_collection" drop column "first_premium", drop column "activated_at", drop column "ended_policy_at", drop column "debit_order_cancelled_at";`);
  }

}
