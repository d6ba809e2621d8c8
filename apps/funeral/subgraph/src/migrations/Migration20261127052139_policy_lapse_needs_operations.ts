import { Migration } from '@mikro-orm/migrations';

/** Policies lapsed after the grace period, and premiums that need operations (docs/decisions/funeral-grace-and-lapse.md, funeral-premium-needs-operations.md). */
export class Migration20261127052139_policy_lapse_needs_operations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "funeral"."policy_lapse" ("id" uuid not null, "policy_id" uuid not null, "collection_id" uuid not null, "grace_ended_on" date not null, "lapsed_on" date not null, "notified_at" timestamptz null, "created_at" timestamptz not null, constraint "policy_lapse_pkey" primary key ("id"));`);
    this.addSql(`create index "policy_lapse_policy_id_index" on "funeral"."policy_lapse" ("policy_id");`);
    this.addSql(`alter table "funeral"."policy_lapse" add constraint "policy_lapse_collection_id_unique" unique ("collection_id");`);

    this.addSql(`create index "premium_collection_needs_operations_index" on "funeral"."premium_collection" ("collection_date") where "outcome" = 'NEEDS_OPERATIONS';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "funeral"."policy_lapse" cascade;`);

    this.addSql(`drop index "funeral"."premium_collection_needs_operations_index";`);
  }

}
