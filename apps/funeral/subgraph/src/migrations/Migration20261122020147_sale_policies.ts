import { Migration } from '@mikro-orm/migrations';

export class Migration20261122020147_sale_policies extends Migration {

  override async up(): Promise<void> {
    // Policy numbers are IMF + an 8-digit sequence + a check digit (docs/decisions/funeral-policy-numbers.md).
    this.addSql(`create sequence if not exists "funeral"."policy_number_seq" start 1000001;`);
    this.addSql(`create table "funeral"."beneficiary" ("id" uuid not null, "policy_id" uuid not null, "is_spouse" boolean not null default false, "first_names" varchar(200) not null, "surname" varchar(200) not null, "cell_numbers" text[] not null default '{}', "email" varchar(254) null, "id_type" varchar(20) null, "id_number_encrypted" text null, "created_at" timestamptz not null, constraint "beneficiary_pkey" primary key ("id"));`);
    this.addSql(`create index "beneficiary_policy_id_index" on "funeral"."beneficiary" ("policy_id");`);

    this.addSql(`create table "funeral"."debit_order_mandate" ("id" uuid not null, "policy_id" uuid not null, "bank_account_id" uuid not null, "payment_type" varchar(20) not null, "max_amount" numeric(12,2) not null, "pay_day" int not null, "status" varchar(20) not null default 'SENT', "sent_to_third_party" boolean not null, "created_at" timestamptz not null, constraint "debit_order_mandate_pkey" primary key ("id"));`);
    this.addSql(`create index "debit_order_mandate_policy_id_index" on "funeral"."debit_order_mandate" ("policy_id");`);

    this.addSql(`create table "funeral"."policy_member" ("id" uuid not null, "policy_id" uuid not null, "member_type" varchar(20) not null, "first_names" varchar(200) not null, "surname" varchar(200) not null, "gender" varchar(10) null, "age_at_signup" int null, "date_of_birth" date null, "id_type" varchar(20) null, "id_number_encrypted" text null, "id_number_hash" varchar(64) null, "cell_numbers" text[] not null default '{}', "email" varchar(254) null, "relationship" varchar(40) null, "cover_amount" numeric(12,2) not null, "premium" numeric(12,2) not null, "state" varchar(30) not null default 'INITIAL', "created_at" timestamptz not null, constraint "policy_member_pkey" primary key ("id"));`);
    this.addSql(`create index "policy_member_policy_id_index" on "funeral"."policy_member" ("policy_id");`);
    this.addSql(`create index "policy_member_id_number_hash_index" on "funeral"."policy_member" ("id_number_hash");`);

    this.addSql(`alter table "funeral"."funeral_policy" add column "policy_type" varchar(30) not null default 'SINGLE', add column "payment_due_day" int null, add column "payment_bank_account_id" uuid null, add column "payment_method" varchar(20) null, add column "accounting_identifier" varchar(40) null, add column "easy_pay_number" varchar(30) null, add column "pricing_version" varchar(40) null, add column "first_activated" timestamptz null, add column "expect_first_payment_at" date null, add column "debit_order_id" uuid null, add column "idempotency_key" varchar(64) null, add column "sales_person_id" uuid null;`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "product_type" type varchar(100) using ("product_type"::varchar(100));`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "product_type" set default 'FUNERAL';`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "state" type varchar(100) using ("state"::varchar(100));`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "state" set default 'DORMANT';`);
    this.addSql(`alter table "funeral"."funeral_policy" add constraint "funeral_policy_policy_number_unique" unique ("policy_number");`);
    this.addSql(`alter table "funeral"."funeral_policy" add constraint "funeral_policy_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence if exists "funeral"."policy_number_seq";`);
    this.addSql(`drop table if exists "funeral"."beneficiary" cascade;`);

    this.addSql(`drop table if exists "funeral"."debit_order_mandate" cascade;`);

    this.addSql(`drop table if exists "funeral"."policy_member" cascade;`);

    this.addSql(`alter table "funeral"."funeral_policy" drop constraint "funeral_policy_policy_number_unique";`);
    this.addSql(`alter table "funeral"."funeral_policy" drop constraint "funeral_policy_idempotency_key_unique";`);
    this.addSql(`alter table "funeral"."funeral_policy" drop column "policy_type", drop column "payment_due_day", drop column "payment_bank_account_id", drop column "payment_method", drop column "accounting_identifier", drop column "easy_pay_number", drop column "pricing_version", drop column "first_activated", drop column "expect_first_payment_at", drop column "debit_order_id", drop column "idempotency_key", drop column "sales_person_id";`);

    this.addSql(`alter table "funeral"."funeral_policy" alter column "product_type" drop default;`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "product_type" type varchar(100) using ("product_type"::varchar(100));`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "state" drop default;`);
    this.addSql(`alter table "funeral"."funeral_policy" alter column "state" type varchar(100) using ("state"::varchar(100));`);
  }

}
