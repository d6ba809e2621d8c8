import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022321_member_changes_cancellation_third_party extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "funeral"."client_obligation" ("id" uuid not null, "client_id" uuid not null, "company_name" text not null, "cover_amount" numeric(12,2) not null, "premium_amount" numeric(12,2) not null, "start_date" date null, "payment_method" varchar(20) null, "lives_covered" text[] not null, "source" varchar(40) not null default 'CLIENT_MANUAL_ENTRY', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "client_obligation_pkey" primary key ("id"));`);
    this.addSql(`create index "client_obligation_client_id_index" on "funeral"."client_obligation" ("client_id");`);

    this.addSql(`create table "funeral"."premium_payment" ("id" uuid not null, "policy_id" uuid not null, "amount" numeric(12,2) not null, "received_at" timestamptz not null, "reference" varchar(100) null, "created_at" timestamptz not null, constraint "premium_payment_pkey" primary key ("id"));`);
    this.addSql(`create index "premium_payment_policy_id_index" on "funeral"."premium_payment" ("policy_id");`);

    this.addSql(`create table "funeral"."premium_refund" ("id" uuid not null, "policy_id" uuid not null, "amount" numeric(12,2) not null, "status" varchar(20) not null, "created_at" timestamptz not null, constraint "premium_refund_pkey" primary key ("id"));`);
    this.addSql(`alter table "funeral"."premium_refund" add constraint "premium_refund_policy_id_unique" unique ("policy_id");`);

    this.addSql(`alter table "funeral"."funeral_policy" add column "cancelled_at" timestamptz null, add column "cancel_reason" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "funeral"."client_obligation" cascade;`);

    this.addSql(`drop table if exists "funeral"."premium_payment" cascade;`);

    this.addSql(`drop table if exists "funeral"."premium_refund" cascade;`);

    this.addSql(`alter table "funeral"."funeral_policy" drop column "cancelled_at", drop column "cancel_reason";`);
  }

}
