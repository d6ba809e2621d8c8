import { Migration } from '@mikro-orm/migrations';

/** Monthly premium collections, paid from savings when a debit order fails (issue 14, docs/decisions/savings-keeps-funeral-policy.md). */
export class Migration20261127040000_premium_collections extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "funeral"."premium_collection" ("id" uuid not null, "policy_id" uuid not null, "client_id" uuid not null, "debit_order_id" uuid not null, "month" varchar(7) not null, "collection_date" date not null, "amount_cents" int not null, "status" varchar(10) not null default 'PENDING', "failure_reason" varchar(200) null, "submitted_at" timestamptz null, "settled_at" timestamptz null, "outcome" varchar(20) null, "missed_reason" varchar(30) null, "savings_goal_name" varchar(100) null, "resolved_at" timestamptz null, "notified_at" timestamptz null, "created_at" timestamptz not null, constraint "premium_collection_pkey" primary key ("id"));`);
    this.addSql(`create index "premium_collection_client_id_index" on "funeral"."premium_collection" ("client_id");`);
    this.addSql(`alter table "funeral"."premium_collection" add constraint "premium_collection_policy_id_month_unique" unique ("policy_id", "month");`);
    this.addSql(`create index "premium_collection_unresolved_index" on "funeral"."premium_collection" ("status") where "outcome" is null;`);

    this.addSql(`alter table "funeral"."premium_payment" add column "source" varchar(20) not null default 'DEBIT_ORDER';`);
    this.addSql(`create unique index "premium_payment_reference_unique" on "funeral"."premium_payment" ("reference") where "reference" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "funeral"."premium_payment_reference_unique";`);
    this.addSql(`alter table "funeral"."premium_payment" drop column "source";`);
    this.addSql(`drop table if exists "funeral"."premium_collection" cascade;`);
  }

}
