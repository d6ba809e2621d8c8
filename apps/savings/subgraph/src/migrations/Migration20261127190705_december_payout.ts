import { Migration } from '@mikro-orm/migrations';

/**
 * The December Fund payouts: one row per bucket and payout date (the unique constraint is what
 * makes a payout happen once, however many runs), docs/decisions/savings-december-payout.md.
 */
export class Migration20261127190705_december_payout extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "savings"."december_payout" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null default current_timestamp, "version" int not null default 1, "deleted_at" timestamptz null, "client_id" uuid not null, "savings_id" uuid not null, "bucket_id" uuid not null, "payout_date" date not null, "status" varchar(20) not null, "amount_cents" int not null, "withdrawal_id" uuid null, "notified_at" timestamptz null, constraint "december_payout_pkey" primary key ("id"));`);
    this.addSql(`create index "december_payout_client_id_index" on "savings"."december_payout" ("client_id");`);
    this.addSql(`create index "december_payout_untold_index" on "savings"."december_payout" ("created_at") where "status" = 'NO_ACCOUNT' and "notified_at" is null;`);
    this.addSql(`alter table "savings"."december_payout" add constraint "december_payout_bucket_id_payout_date_unique" unique ("bucket_id", "payout_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "savings"."december_payout" cascade;`);
  }

}
