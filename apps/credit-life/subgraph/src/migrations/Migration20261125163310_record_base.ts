import { Migration } from '@mikro-orm/migrations';

export class Migration20261125163310_record_base extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "credit_life"."idempotency_key" ("scope" varchar(60) not null, "key" varchar(100) not null, "result_id" varchar(100) not null, "created_at" timestamptz not null, constraint "idempotency_key_pkey" primary key ("scope", "key"));`);

    this.addSql(`alter table "credit_life"."credit_life" add column "updated_at" timestamptz not null default current_timestamp, add column "version" int not null default 1, add column "deleted_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "credit_life"."idempotency_key" cascade;`);

    this.addSql(`alter table "credit_life"."credit_life" drop column "updated_at", drop column "version", drop column "deleted_at";`);
  }

}
