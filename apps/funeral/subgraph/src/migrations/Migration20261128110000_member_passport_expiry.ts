import { Migration } from '@mikro-orm/migrations';

/**
 * A dependant with another country's ID has a passport expiry date (funeral.md §3 Member, §5
 * "Required for non-South Africans"; docs/decisions/funeral-member-changes.md). Existing members
 * have none: a non-South-African one is asked for it when next edited.
 */
export class Migration20261128110000_member_passport_expiry extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funeral"."policy_member" add column "passport_expires_date" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funeral"."policy_member" drop column "passport_expires_date";`);
  }

}
