import { FileStore, checkContentType, isObjectKey, newObjectKey, type StoredContent, type StoredObject } from './file-store';

/** The little SQL the store needs, with `?` placeholders (MikroORM's connection.execute fits). */
export interface SqlClient {
  execute<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]>;
}

const TABLE = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/**
 * Files in a PostgreSQL table (bytea): one backup, no second system. The app owns the table
 * (its migration): key varchar(255) primary key, content_type varchar(100), size int,
 * content bytea, created_at timestamptz default now().
 */
export class PostgresFileStore extends FileStore {
  readonly kind = 'postgres' as const;

  /** `table` is schema-qualified, e.g. vault.file_object. */
  constructor(
    private readonly sql: SqlClient,
    private readonly table: string,
  ) {
    super();
    if (!TABLE.test(table)) throw new TypeError('table must be a schema-qualified name such as vault.file_object');
  }

  async put(content: Buffer, contentType: string): Promise<StoredObject> {
    checkContentType(contentType);
    const key = newObjectKey();
    await this.sql.execute(`insert into ${this.table} (key, content_type, size, content) values (?, ?, ?, ?)`, [key, contentType, content.length, content]);
    return { key, contentType, size: content.length };
  }

  async head(key: string): Promise<StoredObject | null> {
    if (!isObjectKey(key)) return null;
    const [row] = await this.sql.execute<{ content_type: string; size: number }>(`select content_type, size from ${this.table} where key = ?`, [key]);
    return row ? { key, contentType: row.content_type, size: Number(row.size) } : null;
  }

  async get(key: string): Promise<StoredContent | null> {
    if (!isObjectKey(key)) return null;
    const [row] = await this.sql.execute<{ content_type: string; content: Buffer }>(`select content_type, content from ${this.table} where key = ?`, [key]);
    return row ? { key, contentType: row.content_type, size: row.content.length, content: row.content } : null;
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    await this.sql.execute(`delete from ${this.table} where key = ?`, [key]);
  }
}
