import { Migration } from '@mikro-orm/migrations';

/**
 * A sale whose NAEDO or DO debit order the client signs on the web sends one SMS with the signing
 * link (docs/decisions/funeral-naedo-mandate-signing.md): when it became due (the sale's
 * transaction) and when it was sent, so a later run sends it if identity was down, and never twice.
 */
export class Migration20261127140000_sign_request extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "funeral"."funeral_policy" add column "sign_request_due_at" timestamptz null, add column "sign_request_notified_at" timestamptz null;`);
    // Each collection run looks for the ones still to send: a few, among every policy.
    this.addSql(`create index "funeral_policy_sign_request_due_index" on "funeral"."funeral_policy" ("sign_request_due_at") where "sign_request_due_at" is not null and "sign_request_notified_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "funeral"."funeral_policy_sign_request_due_index";`);
    this.addSql(`alter table "funeral"."funeral_policy" drop column "sign_request_due_at", drop column "sign_request_notified_at";`);
  }

}
