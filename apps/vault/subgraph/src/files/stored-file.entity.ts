import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * An uploaded file: who owns it, what it is, and where its bytes are (a FileStore from
 * @imali/integrations/files; docs/decisions/file-storage-per-environment.md).
 */
@Entity({ tableName: 'stored_file' })
export class StoredFileEntity {
  [OptionalProps]?: 'createdAt' | 'content';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The client who uploaded it (identity's Client.id); only they can read it. */
  @Index()
  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  /** As judged by the bytes: image/jpeg, image/png or application/pdf. */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** Hex SHA-256 of the bytes (integrity, and the same upload twice is one file). */
  @Property({ type: 'string', length: 64 })
  sha256!: string;

  /** The FileStore holding the bytes: disk, s3 or postgres (what FILES_STORE was at upload). */
  @Property({ type: 'string', length: 20 })
  storage!: string;

  /** The bytes' key in that store. */
  @Property({ type: 'string', length: 255 })
  storageKey!: string;

  /**
   * The bytes when PostgreSQL holds them, for checks and tools (read-only; null, despite the
   * type, when they are on disk or in S3). Read files through FileService.
   */
  @Property({ type: 'blob', lazy: true, persist: false, formula: (alias) => `(select o.content from vault.file_object o where ${alias}.storage = 'postgres' and o.key = ${alias}.storage_key)` })
  content!: Buffer;

  /** Indexed: the clean-up of old unrecorded uploads reads the oldest first (docs/decisions/vault-unrecorded-upload-cleanup.md). */
  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
