import { Migration } from '@mikro-orm/migrations';

export class Migration20261127023000_debit_order_collections extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."debit_order_collection" ("id" uuid not null, "reference" varchar(100) not null, "client_id" uuid not null, "debit_order_id" uuid not null, "mandate_reference" varchar(80) not null, "amount_cents" int not null, "collection_date" date not null, "status" varchar(10) not null default 'PENDING', "failure" varchar(40) null, "submitted_at" timestamptz null, "settled_at" timestamptz null, "created_at" timestamptz not null, constraint "debit_order_collection_pkey" primary key ("id"));`);
    this.addSql(`alter table "identity"."debit_order_collection" add constraint "debit_order_collection_reference_unique" unique ("reference");`);
    this.addSql(`create index "debit_order_collection_client_id_index" on "identity"."debit_order_collection" ("client_id");`);
    this.addSql(`create index "debit_order_collection_debit_order_id_index" on "identity"."debit_order_collection" ("debit_order_id");`);
    this.addSql(`create index "debit_order_collection_status_submitted_at_index" on "identity"."debit_order_collection" ("status", "submitted_at");`);

    this.addSql(`create table "identity"."debicheck_sandbox_mandate" ("provider_reference" varchar(40) not null, "reference" varchar(80) not null, "max_amount_cents" int not null, "pay_day" smallint not null, "account_no_last4" varchar(4) not null, "status" varchar(20) not null, "reason" varchar(200) null, "at" timestamptz not null, constraint "debicheck_sandbox_mandate_pkey" primary key ("provider_reference"));`);
    this.addSql(`alter table "identity"."debicheck_sandbox_mandate" add constraint "debicheck_sandbox_mandate_reference_unique" unique ("reference");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."debit_order_collection" cascade;`);
    this.addSql(`drop table if exists "identity"."debicheck_sandbox_mandate" cascade;`);
  }

}
