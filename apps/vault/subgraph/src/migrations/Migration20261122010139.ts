import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010139 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "vault";`);
    this.addSql(`create table "vault"."client_document" ("id" uuid not null, "client_id" uuid not null, "type" varchar(100) not null, "name" varchar(100) not null, "description" text null, "created_at" timestamptz not null, constraint "client_document_pkey" primary key ("id"));`);
    this.addSql(`create index "client_document_client_id_index" on "vault"."client_document" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "vault"."client_document" cascade;`);

    this.addSql(`drop schema if exists "vault";`);
  }

}
