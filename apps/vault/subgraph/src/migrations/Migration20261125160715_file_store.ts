import { Migration } from '@mikro-orm/migrations';

// Uploaded bytes move behind @imali/integrations/files: rows say which store holds them, and the
// bytes already in stored_file move to file_object (the PostgreSQL store's table) under the
// file's id, so every existing file stays readable.
export class Migration20261125160715_file_store extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "vault"."file_object" ("key" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "content" bytea not null, "created_at" timestamptz not null default now(), constraint "file_object_pkey" primary key ("key"));`);

    this.addSql(`alter table "vault"."stored_file" add column "storage" varchar(20) null, add column "storage_key" varchar(255) null;`);
    this.addSql(`insert into "vault"."file_object" ("key", "content_type", "size", "content", "created_at") select "id"::text, "content_type", "size", "content", "created_at" from "vault"."stored_file";`);
    this.addSql(`update "vault"."stored_file" set "storage" = 'postgres', "storage_key" = "id"::text;`);
    this.addSql(`alter table "vault"."stored_file" alter column "storage" set not null, alter column "storage_key" set not null;`);

    this.addSql(`alter table "vault"."stored_file" drop column "content";`);
  }

  override async down(): Promise<void> {
    // Only files kept in PostgreSQL can come back; those on disk or in S3 stay there.
    this.addSql(`alter table "vault"."stored_file" add column "content" bytea null;`);
    this.addSql(`update "vault"."stored_file" f set "content" = o."content" from "vault"."file_object" o where f."storage" = 'postgres' and o."key" = f."storage_key";`);
    this.addSql(`delete from "vault"."stored_file" where "content" is null;`);
    this.addSql(`alter table "vault"."stored_file" alter column "content" set not null;`);

    this.addSql(`drop table if exists "vault"."file_object" cascade;`);

    this.addSql(`alter table "vault"."stored_file" drop column "storage", drop column "storage_key";`);
  }

}
