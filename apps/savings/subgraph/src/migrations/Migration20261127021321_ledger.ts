import { Migration } from '@mikro-orm/migrations';

/**
 * Savings on a ledger (issue 14, docs/decisions/savings-ledger.md). Generated, then edited so
 * existing rows are converted, not dropped:
 * - one savings per client: a client's later savings records are merged into the oldest (their
 *   buckets move), then client_id is unique;
 * - buckets get client_id from their savings, rand decimals become whole cents
 *   (target_amount_cents, desired_savings_cents), and a positive balance becomes one
 *   OPENING_BALANCE ledger entry (reference "opening-balance:<bucket id>") before the old amount
 *   column goes; a second EMERGENCY bucket in one savings becomes OTHER (one Emergency Fund each);
 * - ledger_entry is append-only: a trigger refuses UPDATE and DELETE.
 */
export class Migration20261127021321_ledger extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "savings"."idempotency_key" ("scope" varchar(60) not null, "key" varchar(100) not null, "result_id" varchar(100) not null, "created_at" timestamptz not null, constraint "idempotency_key_pkey" primary key ("scope", "key"));`);

    this.addSql(`create table "savings"."ledger_entry" ("id" uuid not null, "bucket_id" uuid not null, "savings_id" uuid not null, "client_id" uuid not null, "kind" varchar(30) not null, "amount_cents" int not null, "reference" varchar(100) not null, "created_at" timestamptz not null default current_timestamp, "withdrawal_id" uuid null, "collection_id" uuid null, "transfer_id" uuid null, constraint "ledger_entry_pkey" primary key ("id"), constraint ledger_entry_amount_cents_check check ("amount_cents" <> 0));`);
    this.addSql(`alter table "savings"."ledger_entry" add constraint "ledger_entry_kind_reference_unique" unique ("kind", "reference");`);
    this.addSql(`create index "ledger_entry_savings_bucket_kind_index" on "savings"."ledger_entry" ("savings_id", "bucket_id", "kind") include ("amount_cents");`);
    this.addSql(`create index "ledger_entry_bucket_kind_index" on "savings"."ledger_entry" ("bucket_id", "kind") include ("amount_cents");`);

    this.addSql(`create table "savings"."withdrawal" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null default current_timestamp, "version" int not null default 1, "deleted_at" timestamptz null, "client_id" uuid not null, "savings_id" uuid not null, "bucket_id" uuid not null, "status" varchar(20) not null, "amount_cents" int not null, "bank_account_id" uuid not null, "payout_reference" varchar(100) not null, "released_at" timestamptz null, "failure_reason" varchar(200) null, constraint "withdrawal_pkey" primary key ("id"));`);
    this.addSql(`create index "withdrawal_client_id_index" on "savings"."withdrawal" ("client_id");`);
    this.addSql(`create index "withdrawal_bucket_id_index" on "savings"."withdrawal" ("bucket_id");`);
    this.addSql(`alter table "savings"."withdrawal" add constraint "withdrawal_payout_reference_unique" unique ("payout_reference");`);
    this.addSql(`create index "withdrawal_savings_id_created_at_index" on "savings"."withdrawal" ("savings_id", "created_at");`);

    // One savings per client: later records' buckets move to the client's oldest, then they go.
    const merge = `(select "id", first_value("id") over (partition by "client_id" order by "created_at", "id") as "keep" from "savings"."savings")`;
    this.addSql(`update "savings"."bucket" b set "savings_id" = m."keep" from ${merge} m where b."savings_id" = m."id" and m."id" <> m."keep";`);
    this.addSql(`delete from "savings"."savings" s using ${merge} m where s."id" = m."id" and m."id" <> m."keep";`);
    this.addSql(`alter table "savings"."savings" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null, add column "pay_day" smallint null, add column "debit_order_id" uuid null;`);
    this.addSql(`alter table "savings"."savings" add constraint "savings_client_id_unique" unique ("client_id");`);

    // Buckets: the owner, cents, the balance into the ledger.
    this.addSql(`do $$ begin
      if exists (select 1 from "savings"."bucket" b where not exists (select 1 from "savings"."savings" s where s."id" = b."savings_id")) then
        raise exception 'savings.bucket rows without a savings record: assign them before migrating (their money must not be lost)';
      end if;
      if exists (select 1 from "savings"."bucket" where "amount" < 0) then
        raise exception 'savings.bucket rows with a negative amount: a ledger balance is never below zero; correct them before migrating';
      end if;
    end $$;`);
    this.addSql(`alter table "savings"."bucket" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null, add column "client_id" uuid null, add column "target_amount_cents" int null, add column "desired_savings_cents" int null, add column "existing_amount_cents" int null, add column "payout_date" date null, add column "meta_data" jsonb not null default '[]', add column "keeps_funeral_policy_id" uuid null;`);
    this.addSql(`update "savings"."bucket" b set "client_id" = s."client_id", "target_amount_cents" = round(b."target_amount" * 100)::int, "desired_savings_cents" = round(b."desired_savings" * 100)::int from "savings"."savings" s where s."id" = b."savings_id";`);
    this.addSql(`insert into "savings"."ledger_entry" ("id", "bucket_id", "savings_id", "client_id", "kind", "amount_cents", "reference", "created_at") select gen_random_uuid(), "id", "savings_id", "client_id", 'OPENING_BALANCE', round("amount" * 100)::int, 'opening-balance:' || "id", current_timestamp from "savings"."bucket" where "amount" > 0;`);
    this.addSql(`alter table "savings"."bucket" alter column "client_id" set not null, alter column "target_amount_cents" set not null, alter column "desired_savings_cents" set not null, alter column "meta_data" drop default;`);
    this.addSql(`alter table "savings"."bucket" drop column "amount", drop column "target_amount", drop column "desired_savings";`);
    this.addSql(`create index "bucket_client_id_index" on "savings"."bucket" ("client_id");`);
    this.addSql(`update "savings"."bucket" b set "bucket_type" = 'OTHER' where b."bucket_type" = 'EMERGENCY' and exists (select 1 from "savings"."bucket" o where o."savings_id" = b."savings_id" and o."bucket_type" = 'EMERGENCY' and (o."created_at", o."id") < (b."created_at", b."id"));`);
    this.addSql(`create unique index "bucket_one_emergency_per_savings" on "savings"."bucket" ("savings_id") where "bucket_type" = 'EMERGENCY' and "deleted_at" is null;`);

    // Append-only.
    this.addSql(`create or replace function "savings"."ledger_entry_append_only"() returns trigger language plpgsql as $$ begin raise exception 'savings.ledger_entry is append-only: % refused', tg_op using errcode = 'restrict_violation'; end $$;`);
    this.addSql(`create trigger "ledger_entry_append_only" before update or delete on "savings"."ledger_entry" for each row execute function "savings"."ledger_entry_append_only"();`);
    this.addSql(`create trigger "ledger_entry_no_truncate" before truncate on "savings"."ledger_entry" for each statement execute function "savings"."ledger_entry_append_only"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "savings"."bucket" add column "amount" numeric(12,2) not null default 0, add column "target_amount" numeric(12,2) null, add column "desired_savings" numeric(12,2) not null default 0;`);
    this.addSql(`update "savings"."bucket" b set "target_amount" = b."target_amount_cents" / 100.0, "desired_savings" = b."desired_savings_cents" / 100.0, "amount" = coalesce((select sum(l."amount_cents") from "savings"."ledger_entry" l where l."bucket_id" = b."id"), 0) / 100.0;`);
    this.addSql(`alter table "savings"."bucket" alter column "target_amount" set not null;`);
    this.addSql(`drop table if exists "savings"."idempotency_key" cascade;`);
    this.addSql(`drop table if exists "savings"."ledger_entry" cascade;`);
    this.addSql(`drop function if exists "savings"."ledger_entry_append_only"();`);
    this.addSql(`drop table if exists "savings"."withdrawal" cascade;`);

    this.addSql(`drop index "savings"."bucket_one_emergency_per_savings";`);
    this.addSql(`drop index "savings"."bucket_client_id_index";`);
    this.addSql(`alter table "savings"."bucket" drop column "updated_at", drop column "version", drop column "deleted_at", drop column "client_id", drop column "target_amount_cents", drop column "desired_savings_cents", drop column "existing_amount_cents", drop column "payout_date", drop column "meta_data", drop column "keeps_funeral_policy_id";`);

    this.addSql(`alter table "savings"."savings" drop constraint "savings_client_id_unique";`);
    this.addSql(`alter table "savings"."savings" drop column "updated_at", drop column "version", drop column "deleted_at", drop column "pay_day", drop column "debit_order_id";`);
  }

}
