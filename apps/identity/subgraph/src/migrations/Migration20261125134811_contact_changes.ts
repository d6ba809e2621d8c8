import { Migration } from '@mikro-orm/migrations';

export class Migration20261125134811_contact_changes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."otp_challenge" add column "pending_value_encrypted" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "identity"."otp_challenge" drop column "pending_value_encrypted";`);
  }

}
