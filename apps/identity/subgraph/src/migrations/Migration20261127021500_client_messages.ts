import { Migration } from '@mikro-orm/migrations';

export class Migration20261127021500_client_messages extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."client_message" ("id" uuid not null, "key" varchar(200) not null, "client_id" uuid not null, "channel" varchar(10) not null, "created_at" timestamptz not null, constraint "client_message_pkey" primary key ("id"));`);
    this.addSql(`alter table "identity"."client_message" add constraint "client_message_key_unique" unique ("key");`);
    this.addSql(`create index "client_message_client_id_index" on "identity"."client_message" ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."client_message" cascade;`);
  }

}
