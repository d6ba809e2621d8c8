import { Migration } from '@mikro-orm/migrations';

export class Migration20261126232941_credit_record_financial_summary extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "debt"."credit_record" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null default current_timestamp, "version" int not null default 1, "deleted_at" timestamptz null, "subject_hash" varchar(64) not null, "id_number_encrypted" text not null, "record" jsonb null, "record_date" date null, "fetched_at" timestamptz null, "fetch_failed_at" timestamptz null, "client_id" uuid null, "challenge_reference" varchar(200) null, "visitor_income_cents" bigint null, constraint "credit_record_pkey" primary key ("id"));`);
    this.addSql(`alter table "debt"."credit_record" add constraint "credit_record_subject_hash_unique" unique ("subject_hash");`);
    this.addSql(`create index "credit_record_client_id_index" on "debt"."credit_record" ("client_id");`);

    this.addSql(`create table "debt"."financial_summary" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null default current_timestamp, "version" int not null default 1, "deleted_at" timestamptz null, "client_id" uuid not null, "expenses" jsonb not null, constraint "financial_summary_pkey" primary key ("id"));`);
    this.addSql(`create index "financial_summary_client_id_index" on "debt"."financial_summary" ("client_id");`);
    this.addSql(`alter table "debt"."financial_summary" add constraint "financial_summary_client_id_unique" unique ("client_id");`);

    this.addSql(`create table "debt"."rate_limit_counter" ("key" varchar(200) not null, "window_started_at" timestamptz not null, "count" int not null, constraint "rate_limit_counter_pkey" primary key ("key"));`);

    this.addSql(`drop table if exists "debt"."debt_breakdown" cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "debt"."debt_breakdown" ("id" uuid not null, "client_id" uuid not null, "all_debt" numeric(12,2) not null, "housing_debt" numeric(12,2) not null, "vehicle_debt" numeric(12,2) not null, "normal_debt" numeric(12,2) not null, "credit_card_debt" numeric(12,2) not null, "compu_score" int4 null, "final_payment_date" date null, "has_debt_counselling" bool not null, "created_at" timestamptz(6) not null, "updated_at" timestamptz(6) not null default CURRENT_TIMESTAMP, "version" int4 not null default 1, "deleted_at" timestamptz(6) null, constraint "debt_breakdown_pkey" primary key ("id"));`);
    this.addSql(`create index "debt_breakdown_client_id_index" on "debt"."debt_breakdown" ("client_id");`);

    this.addSql(`drop table if exists "debt"."credit_record" cascade;`);

    this.addSql(`drop table if exists "debt"."financial_summary" cascade;`);

    this.addSql(`drop table if exists "debt"."rate_limit_counter" cascade;`);
  }

}
