import { Migration } from '@mikro-orm/migrations';

export class Migration20261127021739_vault_documents_email_vaccination extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "vault"."document_email" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null default current_timestamp, "version" int not null default 1, "deleted_at" timestamptz null, "client_id" uuid not null, "document_id" uuid not null, "destination_encrypted" text not null, "destination_hash" varchar(64) not null, "status" varchar(10) not null, constraint "document_email_pkey" primary key ("id"));`);
    this.addSql(`create index "document_email_client_id_index" on "vault"."document_email" ("client_id");`);
    this.addSql(`create index "document_email_document_id_index" on "vault"."document_email" ("document_id");`);

    this.addSql(`create table "vault"."rate_limit_counter" ("key" varchar(200) not null, "window_started_at" timestamptz not null, "count" int not null, constraint "rate_limit_counter_pkey" primary key ("key"));`);

    this.addSql(`create table "vault"."vaccination_fetch" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null default current_timestamp, "version" int not null default 1, "deleted_at" timestamptz null, "client_id" uuid not null, "reference_encrypted" text not null, "masked_cell_number" varchar(20) not null, "wrong_attempts" int not null default 0, "state" varchar(12) not null default 'OTP_SENT', "document_id" uuid null, constraint "vaccination_fetch_pkey" primary key ("id"));`);
    this.addSql(`create index "vaccination_fetch_client_id_index" on "vault"."vaccination_fetch" ("client_id");`);

    this.addSql(`create table "vault"."outbox_message" ("id" uuid not null, "client_id" uuid null, "channel" varchar(10) not null, "destination_encrypted" text not null, "subject" varchar(200) null, "body" text not null, "attachments" jsonb not null default '[]', "created_at" timestamptz not null, constraint "outbox_message_pkey" primary key ("id"));`);
    this.addSql(`create index "outbox_message_client_id_index" on "vault"."outbox_message" ("client_id");`);

    this.addSql(`alter table "vault"."client_document" add column "subject_id" uuid null, add column "template" varchar(60) null, add column "document_version" int null, add column "data_hash" varchar(64) null;`);
    this.addSql(`alter table "vault"."client_document" add constraint "client_document_client_id_subject_id_type_documen_55fb1_unique" unique ("client_id", "subject_id", "type", "document_version");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "vault"."document_email" cascade;`);

    this.addSql(`drop table if exists "vault"."rate_limit_counter" cascade;`);

    this.addSql(`drop table if exists "vault"."vaccination_fetch" cascade;`);

    this.addSql(`drop table if exists "vault"."outbox_message" cascade;`);

    this.addSql(`alter table "vault"."client_document" drop constraint "client_document_client_id_subject_id_type_documen_55fb1_unique";`);
    this.addSql(`alter table "vault"."client_document" drop column "subject_id", drop column "template", drop column "document_version", drop column "data_hash";`);
  }

}
