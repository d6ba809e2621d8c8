import { Migration } from '@mikro-orm/migrations';

// A fetch's details, hashed, so a full vault refuses another certificate before the OTP
// (docs/decisions/vault-full-vaccination-refetch-details.md).

export class Migration20261128040503_vaccination_fetch_details_hash extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "vault"."vaccination_fetch" add column "details_hash" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "vault"."vaccination_fetch" drop column "details_hash";`);
  }

}
