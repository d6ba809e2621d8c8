import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010132 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "credit_life";`);
    this.addSql(`create table "credit_life"."credit_life" ("id" uuid not null, "client_id" uuid not null, "policy_status" varchar(100) not null, "payment" numeric(12,2) not null, "next_payment_date" date null, "created_at" timestamptz not null, constraint "credit_life_pkey" primary key ("id"));`);
    this.addSql(`create index "credit_life_client_id_index" on "credit_life"."credit_life" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "credit_life"."credit_life" cascade;`);

    this.addSql(`drop schema if exists "credit_life";`);
  }

}
