import { Migration } from '@mikro-orm/migrations';

/**
 * A lapse ends cover (docs/decisions/funeral-lapse-ends-cover.md): the lapse records when the
 * policy's debit order was cancelled at identity, and the lives of policies that lapsed before
 * this change stop counting as covered, as the lives of a policy lapsing from now on do. Their
 * debit orders are cancelled by the next premium collection run (the column starts null).
 */
export class Migration20261127082825_lapse_ends_cover extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funeral"."policy_lapse" add column "debit_order_cancelled_at" timestamptz null;`);
    this.addSql(`update "funeral"."policy_member" m set "state" = 'COVER_LAPSED', "updated_at" = now(), "version" = m."version" + 1
      from "funeral"."funeral_policy" p
      where p."id" = m."policy_id" and p."state" = 'LAPSED' and m."state" in ('COVERED', 'INITIAL', 'POLICY_LAPSED', 'IN_WAITING_PERIOD')
        and exists (select 1 from "funeral"."policy_lapse" l where l."policy_id" = p."id");`);
  }

  override async down(): Promise<void> {
    // The code before this migration knows no COVER_LAPSED: those lives read as new ones (INITIAL) again.
    this.addSql(`update "funeral"."policy_member" set "state" = 'INITIAL', "updated_at" = now(), "version" = "version" + 1 where "state" = 'COVER_LAPSED';`);
    this.addSql(`alter table "funeral"."policy_lapse" drop column "debit_order_cancelled_at";`);
  }

}
