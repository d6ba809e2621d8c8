import { Migration } from '@mikro-orm/migrations';

export class Migration20261125134614_otp_purpose extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."otp_challenge" add column "purpose" varchar(10) not null default 'VERIFY';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "identity"."otp_challenge" drop column "purpose";`);
  }

}
