import { Migration } from '@mikro-orm/migrations';

export class Migration20261125133607_guest_records extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."client" drop constraint "client_id_number_hash_unique";`);

    this.addSql(`alter table "identity"."client" add column "guest" boolean not null default false, add column "guest_key" uuid null;`);
    this.addSql(`create index "client_id_number_hash_index" on "identity"."client" ("id_number_hash");`);
    this.addSql(`alter table "identity"."client" add constraint "client_guest_key_unique" unique ("guest_key");`);
    // Records made by sales before this change and never registered are guest records.
    this.addSql(`update "identity"."client" c set "guest" = true where not exists (select 1 from "identity"."user_account" a where a."client_id" = c."id");`);
    this.addSql(`create unique index "client_id_number_hash_registered_unique" on "identity"."client" ("id_number_hash") where not "guest";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "identity"."client_id_number_hash_index";`);
    this.addSql(`alter table "identity"."client" drop constraint "client_guest_key_unique";`);
    this.addSql(`drop index "identity"."client_id_number_hash_registered_unique";`);
    this.addSql(`alter table "identity"."client" drop column "guest", drop column "guest_key";`);

    this.addSql(`alter table "identity"."client" add constraint "client_id_number_hash_unique" unique ("id_number_hash");`);
  }

}
