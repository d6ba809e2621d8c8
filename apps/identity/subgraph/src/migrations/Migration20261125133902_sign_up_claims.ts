import { Migration } from '@mikro-orm/migrations';

export class Migration20261125133902_sign_up_claims extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."user_account" add column "pending_claim_client_id" uuid null;`);
    this.addSql(`create index "user_account_pending_claim_client_id_index" on "identity"."user_account" ("pending_claim_client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "identity"."user_account_pending_claim_client_id_index";`);
    this.addSql(`alter table "identity"."user_account" drop column "pending_claim_client_id";`);
  }

}
