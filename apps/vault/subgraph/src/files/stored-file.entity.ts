import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * An uploaded file's bytes, kept in PostgreSQL (docs/decisions/vault-file-storage.md). The bytes
 * are loaded only when the file itself is asked for.
 */
@Entity({ tableName: 'stored_file' })
export class StoredFileEntity {
  [OptionalProps]?: 'createdAt';

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

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
