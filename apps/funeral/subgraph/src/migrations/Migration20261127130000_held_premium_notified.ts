import { Migration } from '@mikro-orm/migrations';

/**
 * A premium held while the policy's debit order awaits the account holder's approval or signature
 * (docs/decisions/funeral-premium-awaiting-mandate-approval.md): when the client was told, so one
 * SMS is sent per held premium however many runs hold it.
 */
export class Migration20261127130000_held_premium_notified extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funeral"."premium_collection" add column "held_notified_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "funeral"."premium_collection" drop column "held_notified_at";`);
  }

}
