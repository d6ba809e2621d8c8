import { Migration } from '@mikro-orm/migrations';

// One document per stored file, type and subject, not per file: the same bytes filed about someone
// else, or as another type, are a document of their own (docs/decisions/vault-document-for-someone-else.md).
export class Migration20261127164700_document_per_file_type_subject extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "vault"."client_document" drop constraint "client_document_client_id_file_id_unique";`);
    this.addSql(`create unique index "client_document_file_type_subject_unique" on "vault"."client_document" ("client_id", "file_id", "type", coalesce("for_client_id", '00000000-0000-0000-0000-000000000000')) where "deleted_at" is null;`);
  }

  override async down(): Promise<void> {
    // Fails while a client has two documents of one file (the same bytes about two people): remove one first.
    this.addSql(`drop index "vault"."client_document_file_type_subject_unique";`);
    this.addSql(`alter table "vault"."client_document" add constraint "client_document_client_id_file_id_unique" unique ("client_id", "file_id");`);
  }

}
