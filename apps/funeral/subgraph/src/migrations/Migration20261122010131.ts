import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010131 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "funeral";`);
    this.addSql(`create table "funeral"."funeral_policy" ("id" uuid not null, "client_id" uuid not null, "policy_number" varchar(100) not null, "product_type" varchar(100) not null, "state" varchar(100) not null, "cover_amount" numeric(12,2) not null, "current_premium_total" numeric(12,2) not null, "created_at" timestamptz not null, constraint "funeral_policy_pkey" primary key ("id"));`);
    this.addSql(`create index "funeral_policy_client_id_index" on "funeral"."funeral_policy" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "funeral"."funeral_policy" cascade;`);

    this.addSql(`drop schema if exists "funeral";`);
  }

}
