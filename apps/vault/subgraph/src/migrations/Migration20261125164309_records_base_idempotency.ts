import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164309_records_base_idempotency extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "vault"."idempotency_key" ("scope" varchar(60) not null, "key" varchar(100) not null, "result_id" varchar(100) not null, "created_at" timestamptz not null, constraint "idempotency_key_pkey" primary key ("scope", "key"));`);

    this.addSql(`alter table "vault"."client_document" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
    // Rows made before the column: last changed when they were made, as far as we know.
    this.addSql(`update "vault"."client_document" set "updated_at" = "created_at";`);
    // A retried createClientDocument for a file recorded before keeps answering with its document.
    this.addSql(`insert into "vault"."idempotency_key" ("scope", "key", "result_id", "created_at") select 'client-document', "file_id"::text, "id"::text, "created_at" from "vault"."client_document" where "file_id" is not null on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "vault"."idempotency_key" cascade;`);

    this.addSql(`alter table "vault"."client_document" drop column "updated_at", drop column "version", drop column "deleted_at";`);
  }

}
