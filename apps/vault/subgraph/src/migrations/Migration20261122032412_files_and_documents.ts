import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032412_files_and_documents extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "vault"."stored_file" ("id" uuid not null, "client_id" uuid not null, "name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "created_at" timestamptz not null, constraint "stored_file_pkey" primary key ("id"));`);
    this.addSql(`create index "stored_file_client_id_index" on "vault"."stored_file" ("client_id");`);

    this.addSql(`alter table "vault"."client_document" add column "source" varchar(60) not null default 'DOCUMENT_VAULT_UPLOAD', add column "for_client_id" uuid null, add column "file_id" uuid null;`);
    this.addSql(`alter table "vault"."client_document" add constraint "client_document_client_id_file_id_unique" unique ("client_id", "file_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "vault"."stored_file" cascade;`);

    this.addSql(`alter table "vault"."client_document" drop constraint "client_document_client_id_file_id_unique";`);
    this.addSql(`alter table "vault"."client_document" drop column "source", drop column "for_client_id", drop column "file_id";`);
  }

}
