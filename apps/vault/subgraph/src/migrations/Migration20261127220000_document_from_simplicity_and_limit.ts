import { Migration } from '@mikro-orm/migrations';

// fromSimplicity on a document (docs/decisions/vault-document-from-simplicity.md) and the row per
// client whose lock holds the document limit (docs/decisions/vault-document-limit.md).
export class Migration20261127220000_document_from_simplicity_and_limit extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "vault"."client_document" add column "from_simplicity" boolean not null default false;`);
    this.addSql(`create table "vault"."client_document_quota" ("client_id" uuid not null, constraint "client_document_quota_pkey" primary key ("client_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "vault"."client_document_quota" cascade;`);
    this.addSql(`alter table "vault"."client_document" drop column "from_simplicity";`);
  }

}
