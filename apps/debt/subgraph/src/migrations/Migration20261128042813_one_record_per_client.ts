import { Migration } from '@mikro-orm/migrations';

export class Migration20261128042813_one_record_per_client extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "debt"."credit_record_client_id_index";`);

    this.addSql(`alter table "debt"."credit_record" add column "id_verification_pending_at" timestamptz null;`);
    // A client linked to two records (their ID number changed, then the bureau failed on the
    // pass): the most recently written stays theirs, the others are unlinked.
    this.addSql(`update "debt"."credit_record" r set "client_id" = null where r."client_id" is not null and exists (
      select 1 from "debt"."credit_record" o where o."client_id" = r."client_id" and o."id" <> r."id"
        and (o."updated_at", o."id") > (r."updated_at", r."id"));`);
    this.addSql(`create unique index "credit_record_client_id_unique" on "debt"."credit_record" ("client_id") where "client_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "debt"."credit_record_client_id_unique";`);
    this.addSql(`alter table "debt"."credit_record" drop column "id_verification_pending_at";`);

    this.addSql(`create index "credit_record_client_id_index" on "debt"."credit_record" ("client_id");`);
  }

}
