import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004810 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create schema if not exists "identity";`);
    this.addSql(`create table "identity"."audit_event" ("id" uuid not null, "type" varchar(40) not null, "user_id" uuid null, "detail" jsonb null, "created_at" timestamptz not null, constraint "audit_event_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_event_user_id_index" on "identity"."audit_event" ("user_id");`);

    this.addSql(`create table "identity"."client" ("id" uuid not null, "title" varchar(20) null, "first_names" varchar(200) null, "surname" varchar(200) null, "nick_name" varchar(200) null, "id_type" varchar(20) null, "id_number_encrypted" text null, "id_number_hash" varchar(64) null, "gender" varchar(10) null, "birth_date" date null, "passport_expires_date" date null, "accepted_terms" boolean not null default false, "marketing_consent" boolean not null default false, "is_registration" boolean not null default true, "otp_verification" boolean not null default false, "photo_id" uuid null, "selfie_id" uuid null, "email" varchar(254) null, "cell_numbers" text[] not null default '{}', "income" numeric(12,2) null, "estimated_income" numeric(12,2) null, "tax_number" varchar(10) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "client_pkey" primary key ("id"));`);
    this.addSql(`alter table "identity"."client" add constraint "client_id_number_hash_unique" unique ("id_number_hash");`);

    this.addSql(`create table "identity"."session" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "session_pkey" primary key ("id"));`);
    this.addSql(`create index "session_user_id_index" on "identity"."session" ("user_id");`);
    this.addSql(`alter table "identity"."session" add constraint "session_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "identity"."user_account" ("id" uuid not null, "client_id" uuid not null, "email" varchar(254) null, "password_hash" text not null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz null, constraint "user_account_pkey" primary key ("id"));`);
    this.addSql(`alter table "identity"."user_account" add constraint "user_account_client_id_unique" unique ("client_id");`);
    this.addSql(`alter table "identity"."user_account" add constraint "user_account_email_unique" unique ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."audit_event" cascade;`);

    this.addSql(`drop table if exists "identity"."client" cascade;`);

    this.addSql(`drop table if exists "identity"."session" cascade;`);

    this.addSql(`drop table if exists "identity"."user_account" cascade;`);

    this.addSql(`drop schema if exists "identity";`);
  }

}
