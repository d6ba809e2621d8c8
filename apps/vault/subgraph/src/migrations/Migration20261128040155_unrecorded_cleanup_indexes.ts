import { Migration } from '@mikro-orm/migrations';

// The hourly clean-up of old unrecorded uploads (docs/decisions/vault-unrecorded-upload-cleanup.md)
// reads stored_file oldest first by created_at and asks, per file, whether a document records it.

export class Migration20261128040155_unrecorded_cleanup_indexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "client_document_file_id_index" on "vault"."client_document" ("file_id");`);

    this.addSql(`create index "stored_file_created_at_index" on "vault"."stored_file" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "vault"."client_document_file_id_index";`);

    this.addSql(`drop index "vault"."stored_file_created_at_index";`);
  }

}
