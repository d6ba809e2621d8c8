import { Migration } from '@mikro-orm/migrations';

export class Migration20261122013841_profile_photo extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."profile_photo" ("id" uuid not null, "client_id" uuid not null, "content_type" varchar(20) not null, "data" bytea not null, "created_at" timestamptz not null, constraint "profile_photo_pkey" primary key ("id"));`);
    this.addSql(`create index "profile_photo_client_id_index" on "identity"."profile_photo" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."profile_photo" cascade;`);
  }

}
