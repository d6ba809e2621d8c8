import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FileStore, checkContentType, isObjectKey, newObjectKey, type StoredContent, type StoredObject } from './file-store';

/**
 * Files on a local disk: `<directory>/<first two key characters>/<key>` with a `<key>.type`
 * file beside it. Right for one machine (development); several pods need S3 or PostgreSQL.
 */
export class LocalDiskFileStore extends FileStore {
  readonly kind = 'disk' as const;
  private readonly directory: string;

  constructor(directory: string) {
    super();
    this.directory = resolve(directory);
  }

  private paths(key: string) {
    const dir = join(this.directory, key.slice(0, 2));
    return { dir, data: join(dir, key), type: join(dir, `${key}.type`) };
  }

  async put(content: Buffer, contentType: string): Promise<StoredObject> {
    checkContentType(contentType);
    const key = newObjectKey();
    const { dir, data, type } = this.paths(key);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // The type first, then the bytes under a temporary name renamed into place: a reader never
    // sees half a file.
    await writeFile(type, contentType, { mode: 0o600 });
    await writeFile(`${data}.partial`, content, { mode: 0o600 });
    await rename(`${data}.partial`, data);
    return { key, contentType, size: content.length };
  }

  async head(key: string): Promise<StoredObject | null> {
    if (!isObjectKey(key)) return null;
    const { data, type } = this.paths(key);
    try {
      const [info, contentType] = await Promise.all([stat(data), readFile(type, 'utf8')]);
      return { key, contentType, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredContent | null> {
    if (!isObjectKey(key)) return null;
    const { data, type } = this.paths(key);
    try {
      const [content, contentType] = await Promise.all([readFile(data), readFile(type, 'utf8')]);
      return { key, contentType, size: content.length, content };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    const { data, type } = this.paths(key);
    await rm(data, { force: true });
    await rm(type, { force: true });
  }
}
