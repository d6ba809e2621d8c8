import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010141 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "groups";`);
    this.addSql(`create table "groups"."funeral_group" ("id" uuid not null, "client_id" uuid not null, "name" varchar(100) not null, "postal_code" varchar(100) null, "email" varchar(100) null, "created_at" timestamptz not null, constraint "funeral_group_pkey" primary key ("id"));`);
    this.addSql(`create index "funeral_group_client_id_index" on "groups"."funeral_group" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "groups"."funeral_group" cascade;`);

    this.addSql(`drop schema if exists "groups";`);
  }

}
