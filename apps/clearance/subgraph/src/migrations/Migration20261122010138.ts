import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010138 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "clearance";`);
    this.addSql(`create table "clearance"."clearance_certificate" ("id" uuid not null, "client_id" uuid not null, "certificate_number" varchar(100) null, "state" varchar(100) not null, "amount" numeric(12,2) not null, "amount_paid" numeric(12,2) not null, "created_at" timestamptz not null, constraint "clearance_certificate_pkey" primary key ("id"));`);
    this.addSql(`create index "clearance_certificate_client_id_index" on "clearance"."clearance_certificate" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "clearance"."clearance_certificate" cascade;`);

    this.addSql(`drop schema if exists "clearance";`);
  }

}
