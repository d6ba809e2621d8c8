import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161017_records_base_relations_idempotency extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "funeral"."idempotency_key" ("scope" varchar(60) not null, "key" varchar(100) not null, "result_id" varchar(100) not null, "created_at" timestamptz not null, constraint "idempotency_key_pkey" primary key ("scope", "key"));`);
    // Sales made before keep answering their retries: their keys move to the new table.
    this.addSql(`insert into "funeral"."idempotency_key" ("scope", "key", "result_id", "created_at") select 'funeral-sale', "idempotency_key", "id"::text, "created_at" from "funeral"."funeral_policy" where "idempotency_key" is not null;`);

    this.addSql(`alter table "funeral"."client_obligation" add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "funeral"."client_obligation" alter column "updated_at" type timestamptz using ("updated_at"::timestamptz);`);
    this.addSql(`alter table "funeral"."client_obligation" alter column "updated_at" set default current_timestamp;`);

    this.addSql(`alter table "funeral"."funeral_policy" drop constraint "funeral_policy_idempotency_key_unique";`);
    this.addSql(`alter table "funeral"."funeral_policy" drop column "idempotency_key";`);

    this.addSql(`alter table "funeral"."funeral_policy" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);

    this.addSql(`alter table "funeral"."debit_order_mandate" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "funeral"."debit_order_mandate" add constraint "debit_order_mandate_policy_id_foreign" foreign key ("policy_id") references "funeral"."funeral_policy" ("id") on update cascade;`);

    this.addSql(`alter table "funeral"."beneficiary" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "funeral"."beneficiary" add constraint "beneficiary_policy_id_foreign" foreign key ("policy_id") references "funeral"."funeral_policy" ("id") on update cascade;`);

    this.addSql(`alter table "funeral"."policy_member" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "funeral"."policy_member" add constraint "policy_member_policy_id_foreign" foreign key ("policy_id") references "funeral"."funeral_policy" ("id") on update cascade;`);

    this.addSql(`alter table "funeral"."premium_payment" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "funeral"."premium_payment" add constraint "premium_payment_policy_id_foreign" foreign key ("policy_id") references "funeral"."funeral_policy" ("id") on update cascade;`);

    this.addSql(`alter table "funeral"."premium_refund" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "funeral"."premium_refund" add constraint "premium_refund_policy_id_foreign" foreign key ("policy_id") references "funeral"."funeral_policy" ("id") on update cascade;`);

    // Rows made before these columns: last changed when they were made, as far as we know.
    this.addSql(`update "funeral"."funeral_policy" set "updated_at" = "created_at";`);
    this.addSql(`update "funeral"."debit_order_mandate" set "updated_at" = "created_at";`);
    this.addSql(`update "funeral"."beneficiary" set "updated_at" = "created_at";`);
    this.addSql(`update "funeral"."policy_member" set "updated_at" = "created_at";`);
    this.addSql(`update "funeral"."premium_payment" set "updated_at" = "created_at";`);
    this.addSql(`update "funeral"."premium_refund" set "updated_at" = "created_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funeral"."beneficiary" drop constraint "beneficiary_policy_id_foreign";`);

    this.addSql(`alter table "funeral"."debit_order_mandate" drop constraint "debit_order_mandate_policy_id_foreign";`);

    this.addSql(`alter table "funeral"."policy_member" drop constraint "policy_member_policy_id_foreign";`);

    this.addSql(`alter table "funeral"."premium_payment" drop constraint "premium_payment_policy_id_foreign";`);

    this.addSql(`alter table "funeral"."premium_refund" drop constraint "premium_refund_policy_id_foreign";`);

    this.addSql(`alter table "funeral"."beneficiary" drop column "updated_at", drop column "version", drop column "deleted_at";`);

    this.addSql(`alter table "funeral"."client_obligation" drop column "version", drop column "deleted_at";`);

    this.addSql(`alter table "funeral"."client_obligation" alter column "updated_at" drop default;`);
    this.addSql(`alter table "funeral"."client_obligation" alter column "updated_at" type timestamptz(6) using ("updated_at"::timestamptz(6));`);

    this.addSql(`alter table "funeral"."debit_order_mandate" drop column "updated_at", drop column "version", drop column "deleted_at";`);

    this.addSql(`alter table "funeral"."funeral_policy" drop column "updated_at", drop column "version", drop column "deleted_at";`);

    this.addSql(`alter table "funeral"."funeral_policy" add column "idempotency_key" varchar(64) null;`);
    this.addSql(`alter table "funeral"."funeral_policy" add constraint "funeral_policy_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`update "funeral"."funeral_policy" p set "idempotency_key" = k."key" from "funeral"."idempotency_key" k where k."scope" = 'funeral-sale' and k."result_id" = p."id"::text;`);

    this.addSql(`alter table "funeral"."policy_member" drop column "updated_at", drop column "version", drop column "deleted_at";`);

    this.addSql(`alter table "funeral"."premium_payment" drop column "updated_at", drop column "version", drop column "deleted_at";`);

    this.addSql(`alter table "funeral"."premium_refund" drop column "updated_at", drop column "version", drop column "deleted_at";`);

    this.addSql(`drop table if exists "funeral"."idempotency_key" cascade;`);
  }

}
