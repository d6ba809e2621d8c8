import { Migration } from '@mikro-orm/migrations';

export class Migration20261127054948_credit_challenge_income extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "debt"."credit_challenge" add column "income_cents" bigint null, add column "passed_at" timestamptz null;`);

    this.addSql(`alter table "debt"."credit_record" drop column "visitor_income_cents";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "debt"."credit_challenge" drop column "income_cents", drop column "passed_at";`);

    this.addSql(`alter table "debt"."credit_record" add column "visitor_income_cents" int8 null;`);
  }

}
