import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031725_member_income extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funeral"."policy_member" add column "income" numeric(12,2) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funeral"."policy_member" drop column "income";`);
  }

}
