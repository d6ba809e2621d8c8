import { Migration } from '@mikro-orm/migrations';

export class Migration20261122013709_bank_accounts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."bank_account" ("id" uuid not null, "client_id" uuid not null, "bank_name" varchar(60) not null, "branch_code" varchar(6) not null, "account_no_encrypted" text not null, "account_no_hash" varchar(64) not null, "own_account" boolean not null default true, "account_holder_name" varchar(200) null, "account_holder_contact_number" varchar(10) null, "account_holder_email" varchar(254) null, "account_holder_id_number_encrypted" text null, "verify_account_info" boolean not null default false, "idempotency_key" varchar(64) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "bank_account_pkey" primary key ("id"));`);
    this.addSql(`create index "bank_account_client_id_index" on "identity"."bank_account" ("client_id");`);
    this.addSql(`alter table "identity"."bank_account" add constraint "bank_account_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "bank_account_client_id_account_no_hash_index" on "identity"."bank_account" ("client_id", "account_no_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."bank_account" cascade;`);
  }

}
