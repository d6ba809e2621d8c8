import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010136 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "debt";`);
    this.addSql(`create table "debt"."debt_breakdown" ("id" uuid not null, "client_id" uuid not null, "all_debt" numeric(12,2) not null, "housing_debt" numeric(12,2) not null, "vehicle_debt" numeric(12,2) not null, "normal_debt" numeric(12,2) not null, "credit_card_debt" numeric(12,2) not null, "compu_score" int null, "final_payment_date" date null, "has_debt_counselling" boolean not null, "created_at" timestamptz not null, constraint "debt_breakdown_pkey" primary key ("id"));`);
    this.addSql(`create index "debt_breakdown_client_id_index" on "debt"."debt_breakdown" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "debt"."debt_breakdown" cascade;`);

    this.addSql(`drop schema if exists "debt";`);
  }

}
