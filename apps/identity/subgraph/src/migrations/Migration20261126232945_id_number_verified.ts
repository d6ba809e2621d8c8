import { Migration } from '@mikro-orm/migrations';

export class Migration20261126232945_id_number_verified extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."client" add column "id_number_verified_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "identity"."client" drop column "id_number_verified_at";`);
  }

}
