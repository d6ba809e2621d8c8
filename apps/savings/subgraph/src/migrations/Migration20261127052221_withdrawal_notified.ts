import { Migration } from '@mikro-orm/migrations';

/**
 * When the client was told a withdrawal was released or failed, so a message identity could not
 * send at the time is sent by the retry pass. Withdrawals settled before this release count as told.
 */
export class Migration20261127052221_withdrawal_notified extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "savings"."withdrawal" add column "notified_at" timestamptz null;`);
    this.addSql(`update "savings"."withdrawal" set "notified_at" = coalesce("released_at", "updated_at") where "status" <> 'PROCESSING';`);
    this.addSql(`create index "withdrawal_untold_index" on "savings"."withdrawal" ("created_at") where "status" <> 'PROCESSING' and "notified_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "savings"."withdrawal_untold_index";`);
    this.addSql(`alter table "savings"."withdrawal" drop column "notified_at";`);
  }

}
