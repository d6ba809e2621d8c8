import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161411_debit_orders extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."debit_order" ("id" uuid not null, "client_id" uuid not null, "bank_account_id" uuid not null, "payment_type" varchar(20) not null, "max_amount_cents" int not null, "pay_day" smallint not null, "associated_products" jsonb not null, "status" varchar(20) not null, "bank_request_attempt" int not null default 0, "bank_reference" varchar(60) null, "bank_reason" varchar(200) null, "bank_answered_at" timestamptz null, "signature_encrypted" text null, "signature_sha256" varchar(64) null, "signed_at" timestamptz null, "signature_received_at" timestamptz null, "idempotency_key" varchar(64) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "debit_order_pkey" primary key ("id"));`);
    this.addSql(`create index "debit_order_client_id_index" on "identity"."debit_order" ("client_id");`);
    this.addSql(`alter table "identity"."debit_order" add constraint "debit_order_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."debit_order" cascade;`);
  }

}
