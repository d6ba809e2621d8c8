import { Migration } from '@mikro-orm/migrations';

/** Monthly debit order collections and incoming EFTs (issue 14, docs/decisions/savings-collections.md). */
export class Migration20261127030000_collections extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "savings"."savings_collection" ("id" uuid not null, "savings_id" uuid not null, "client_id" uuid not null, "debit_order_id" uuid not null, "month" varchar(7) not null, "collection_date" date not null, "amount_cents" int not null, "status" varchar(10) not null default 'PENDING', "failure_reason" varchar(200) null, "submitted_at" timestamptz null, "settled_at" timestamptz null, "created_at" timestamptz not null, constraint "savings_collection_pkey" primary key ("id"));`);
    this.addSql(`create index "savings_collection_client_id_index" on "savings"."savings_collection" ("client_id");`);
    this.addSql(`create index "savings_collection_savings_id_status_collection_date_index" on "savings"."savings_collection" ("savings_id", "status", "collection_date");`);
    this.addSql(`create index "savings_collection_pending_index" on "savings"."savings_collection" ("submitted_at") where "status" = 'PENDING';`);
    this.addSql(`alter table "savings"."savings_collection" add constraint "savings_collection_savings_id_month_unique" unique ("savings_id", "month");`);

    this.addSql(`create table "savings"."savings_collection_item" ("collection_id" uuid not null, "bucket_id" uuid not null, "amount_cents" int not null, constraint "savings_collection_item_pkey" primary key ("collection_id", "bucket_id"));`);

    this.addSql(`create table "savings"."incoming_eft" ("id" uuid not null, "payment_id" varchar(100) not null, "amount_cents" bigint not null, "received_at" timestamptz not null, "status" varchar(10) not null, "unmatched_reason" varchar(20) null, "client_id" uuid null, "bucket_id" uuid null, "created_at" timestamptz not null, constraint "incoming_eft_pkey" primary key ("id"));`);
    this.addSql(`create index "incoming_eft_client_id_index" on "savings"."incoming_eft" ("client_id");`);
    this.addSql(`create index "incoming_eft_status_received_at_index" on "savings"."incoming_eft" ("status", "received_at");`);
    this.addSql(`alter table "savings"."incoming_eft" add constraint "incoming_eft_payment_id_unique" unique ("payment_id");`);

    this.addSql(`create table "savings"."eft_cursor" ("name" varchar(40) not null, "cursor" varchar(200) null, "updated_at" timestamptz not null, constraint "eft_cursor_pkey" primary key ("name"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "savings"."savings_collection" cascade;`);
    this.addSql(`drop table if exists "savings"."savings_collection_item" cascade;`);
    this.addSql(`drop table if exists "savings"."incoming_eft" cascade;`);
    this.addSql(`drop table if exists "savings"."eft_cursor" cascade;`);
  }

}
