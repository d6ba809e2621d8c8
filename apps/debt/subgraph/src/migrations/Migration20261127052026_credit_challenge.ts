import { Migration } from '@mikro-orm/migrations';

export class Migration20261127052026_credit_challenge extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "debt"."credit_challenge" ("id" uuid not null, "created_at" timestamptz not null, "subject_hash" varchar(64) not null, "client_id" uuid null, "bureau_reference" varchar(200) not null, "expires_at" timestamptz not null, "answered_at" timestamptz null, constraint "credit_challenge_pkey" primary key ("id"));`);
    this.addSql(`create index "credit_challenge_expires_at_index" on "debt"."credit_challenge" ("expires_at");`);

    this.addSql(`alter table "debt"."credit_record" drop column "challenge_reference";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "debt"."credit_challenge" cascade;`);

    this.addSql(`alter table "debt"."credit_record" add column "challenge_reference" varchar(200) null;`);
  }

}
