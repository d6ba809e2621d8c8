import { Migration } from '@mikro-orm/migrations';

export class Migration20261127160000_debit_order_sign_link extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."debit_order" add column "sign_link_version" int not null default 0, add column "sign_link_sent_at" timestamptz null, add column "sign_request_product" varchar(60) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "identity"."debit_order" drop column "sign_link_version", drop column "sign_link_sent_at", drop column "sign_request_product";`);
  }

}
