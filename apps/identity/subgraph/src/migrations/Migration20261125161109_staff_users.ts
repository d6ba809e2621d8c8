import { Migration } from '@mikro-orm/migrations';

export class Migration20261125161109_staff_users extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."staff_user" ("id" uuid not null, "user_id" uuid not null, "roles" text[] not null, "created_at" timestamptz not null, constraint "staff_user_pkey" primary key ("id"), constraint staff_user_roles_check check (cardinality(roles) > 0 and roles <@ array['SALES_PERSON', 'GROUP_SALES', 'OPERATIONS']::text[]));`);
    this.addSql(`alter table "identity"."staff_user" add constraint "staff_user_user_id_unique" unique ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."staff_user" cascade;`);
  }

}
