import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The bytes of files kept in PostgreSQL: the table of @imali/integrations/files'
 * PostgresFileStore (FILES_STORE=postgres). The store reads and writes it with plain SQL; this
 * entity exists so migrations know the table.
 */
@Entity({ tableName: 'file_object' })
export class FileObjectEntity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
