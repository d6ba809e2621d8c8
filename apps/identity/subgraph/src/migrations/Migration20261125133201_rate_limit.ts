import { Migration } from '@mikro-orm/migrations';

export class Migration20261125133201_rate_limit extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "identity"."rate_limit_counter" ("key" varchar(200) not null, "window_started_at" timestamptz not null, "count" int not null, constraint "rate_limit_counter_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity"."rate_limit_counter" cascade;`);
  }

}
