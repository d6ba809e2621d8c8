import { Migration } from '@mikro-orm/migrations';

export class Migration20261127082554_visitor_record_snapshot extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "debt"."credit_challenge" add column "record" jsonb null, add column "record_fetched_at" timestamptz null;`);

    // Records no client is linked to were left by visitors' passes (now kept on their set for a
    // day): nothing reads them any more, so they go. A client's own read fetches theirs again.
    this.addSql(`delete from "debt"."credit_record" where "client_id" is null;`);
  }

  override async down(): Promise<void> {
    // The deleted unlinked records are not restored (a cache of the bureau's answers).
    this.addSql(`alter table "debt"."credit_challenge" drop column "record", drop column "record_fetched_at";`);
  }

}
