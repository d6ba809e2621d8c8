import { randomUUID } from 'node:crypto';

/** What a store knows about one object. */
export interface StoredObject {
  key: string;
  contentType: string;
  size: number;
}

export interface StoredContent extends StoredObject {
  content: Buffer;
}

/** Which implementation holds an object (recorded beside each file by the app). */
export type FileStoreKind = 'disk' | 's3' | 'postgres';

/**
 * The port: bytes in, a key out. Keys are made by the store (UUIDs); a key the store never
 * made is simply not found. Fails with IntegrationError when the backend is unreachable.
 */
export abstract class FileStore {
  abstract readonly kind: FileStoreKind;
  /** Stores the bytes; returns the new object's key, type and size. */
  abstract put(content: Buffer, contentType: string): Promise<StoredObject>;
  /** The bytes and type, or null when there is no such object. */
  abstract get(key: string): Promise<StoredContent | null>;
  /** Type and size without the bytes, or null. */
  abstract head(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  abstract delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new object key. */
export const newObjectKey = (): string => randomUUID();

/** Only keys of the store's own shape reach a backend (no paths, no traversal, no wildcards). */
export const isObjectKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);

/** Content types are stored as given, bounded; the app decides which types it accepts. */
export function checkContentType(contentType: string): string {
  if (typeof contentType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(contentType) || contentType.length > 100) {
    throw new TypeError('contentType must be a MIME type such as image/jpeg');
  }
  return contentType;
}
