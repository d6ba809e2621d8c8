import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010134 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "savings";`);
    this.addSql(`create table "savings"."bucket" ("id" uuid not null, "savings_id" uuid not null, "name" varchar(100) not null, "bucket_type" varchar(20) not null, "description" text null, "amount" numeric(12,2) not null default 0, "target_amount" numeric(12,2) not null, "target_date" date null, "desired_savings" numeric(12,2) not null default 0, "created_at" timestamptz not null, constraint "bucket_pkey" primary key ("id"));`);
    this.addSql(`create index "bucket_savings_id_index" on "savings"."bucket" ("savings_id");`);

    this.addSql(`create table "savings"."savings" ("id" uuid not null, "client_id" uuid not null, "payment_bank_account_id" uuid null, "created_at" timestamptz not null, constraint "savings_pkey" primary key ("id"));`);
    this.addSql(`create index "savings_client_id_index" on "savings"."savings" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "savings"."bucket" cascade;`);

    this.addSql(`drop table if exists "savings"."savings" cascade;`);

    this.addSql(`drop schema if exists "savings";`);
  }

}
