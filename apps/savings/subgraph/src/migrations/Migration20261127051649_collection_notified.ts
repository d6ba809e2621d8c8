import { Migration } from '@mikro-orm/migrations';

/**
 * A failed collection's SMS (docs/decisions/savings-collection-failed-sms.md): when the client was
 * told. Collections that failed before this release count as told (they are shown on /savings):
 * the first run after it must not send SMSes about months long past.
 */
export class Migration20261127051649_collection_notified extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "savings"."savings_collection" add column "notified_at" timestamptz null;`);
    this.addSql(`update "savings"."savings_collection" set "notified_at" = coalesce("settled_at", "created_at") where "status" = 'FAILED';`);
    this.addSql(`create index "savings_collection_unnotified_index" on "savings"."savings_collection" ("id") where "status" = 'FAILED' and "notified_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "savings"."savings_collection_unnotified_index";`);
    this.addSql(`alter table "savings"."savings_collection" drop column "notified_at";`);
  }

}
