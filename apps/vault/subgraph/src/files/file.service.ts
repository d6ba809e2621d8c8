import { isUuid } from '@imali/shared/validation';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { FileStore, POSTGRES_FILE_STORE } from '@imali/integrations/files';
import { StoredFileEntity } from './stored-file.entity';
import type { FileModel } from './file.model';
import { hasStaffRole, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { VAULT_UNRECORDED_UPLOAD_LIMIT, VAULT_UNRECORDED_UPLOAD_WINDOW_MS } from '@imali/vault/domain';

/** Staff who may open any client's files (docs/decisions/vault-signed-file-urls.md): operations handle claims and checks. */
export const FILE_READER_ROLE = 'OPERATIONS' as const;

export const fileUrl = (id: string) => `/files/${id}`;

export function toFileModel(file: StoredFileEntity): FileModel {
  return { id: file.id, name: file.name, contentType: file.contentType, size: file.size, url: fileUrl(file.id) };
}

/**
 * The clean-up's one statement (FileService.removeUnrecordedBefore): parameters before, the two
 * stores' kinds, limit. Reads stored_file oldest first through stored_file_created_at_index.
 */
export const REMOVE_UNRECORDED_BEFORE_SQL =
  `delete from "vault"."stored_file" f where f."id" in (` +
  `select o."id" from "vault"."stored_file" o where o."created_at" < ? and o."storage" in (?, ?) ` +
  `and not exists (select 1 from "vault"."client_document" d where d."file_id" = o."id") ` +
  `order by o."created_at" limit ? for update skip locked) ` +
  `and not exists (select 1 from "vault"."client_document" d where d."file_id" = f."id") ` +
  `returning f."id", f."storage", f."storage_key"`;

/** A file with its bytes. */
export interface FileWithContent {
  file: StoredFileEntity;
  content: Buffer;
}

/**
 * The one place that knows where uploaded bytes live: a FileStore chosen by FILES_STORE
 * (docs/decisions/file-storage-per-environment.md). Everything else, client documents included,
 * goes through here.
 */
@Injectable()
export class FileService {
  private readonly logger = new Logger(FileService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly bytes: FileStore,
    @Inject(POSTGRES_FILE_STORE) private readonly postgres: FileStore,
  ) {}

  /** Stores the bytes for the client. The same bytes uploaded again by the same client are the same file. */
  async store(clientId: string, name: string, contentType: string, content: Buffer): Promise<StoredFileEntity> {
    return (await this.storeTracked(clientId, name, contentType, content)).file;
  }

  /** store, also saying whether this call made the file (false: the client already had these bytes). */
  async storeTracked(clientId: string, name: string, contentType: string, content: Buffer): Promise<{ file: StoredFileEntity; created: boolean }> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const em = this.em.fork();
    // Only a copy this vault can still read counts as the same file (FILES_STORE may have changed).
    const same = await em.findOne(StoredFileEntity, { clientId, sha256, size: content.length, storage: { $in: [this.bytes.kind, this.postgres.kind] } });
    if (same) return { file: same, created: false };
    const object = await this.bytes.put(content, contentType);
    try {
      const file = em.create(StoredFileEntity, { clientId, name, contentType, size: content.length, sha256, storage: this.bytes.kind, storageKey: object.key });
      await em.flush();
      return { file, created: true };
    } catch (error) {
      // No row, no bytes: nothing would ever find them.
      await this.bytes.delete(object.key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * An upload from POST /files: store, held to VAULT_UNRECORDED_UPLOAD_LIMIT files in 24 hours that
   * no document records (docs/decisions/vault-unrecorded-upload-limit.md). The count and the new row
   * are taken under the client's upload lock, so uploads at the same moment cannot all take the last
   * place; bytes of a refused upload are removed. The same bytes again answer the file already held.
   * Null when refused.
   */
  async storeUpload(clientId: string, name: string, contentType: string, content: Buffer): Promise<StoredFileEntity | null> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const sameBytes = { clientId, sha256, size: content.length, storage: { $in: [this.bytes.kind, this.postgres.kind] } };
    const same = await this.em.fork().findOne(StoredFileEntity, sameBytes);
    if (same) return same;
    const object = await this.bytes.put(content, contentType);
    let kept = false;
    try {
      const file = await this.em.fork().transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`vault-upload:${clientId}`]);
        const already = await tx.findOne(StoredFileEntity, sameBytes);
        if (already) return already;
        const [row] = await tx.execute<{ count: string }[]>(
          `select count(*) as "count" from "vault"."stored_file" f where f."client_id" = ? and f."created_at" > ? ` +
            `and not exists (select 1 from "vault"."client_document" d where d."file_id" = f."id")`,
          [clientId, new Date(Date.now() - VAULT_UNRECORDED_UPLOAD_WINDOW_MS)],
        );
        if (Number(row?.count ?? 0) >= VAULT_UNRECORDED_UPLOAD_LIMIT) return null;
        const created = tx.create(StoredFileEntity, { clientId, name, contentType, size: content.length, sha256, storage: this.bytes.kind, storageKey: object.key });
        await tx.flush();
        kept = true;
        return created;
      });
      return file;
    } finally {
      // Refused, or the same bytes stored at the same moment: these bytes have no row.
      if (!kept) await this.bytes.delete(object.key).catch(() => undefined);
    }
  }

  /**
   * Removes a file the vault stored itself for a document that was then refused (row and bytes), unless
   * a document holds it after all. Only for a file this caller made (storeTracked's created).
   */
  async discardUnrecorded(file: StoredFileEntity): Promise<void> {
    const removed = await this.em.fork().execute<{ id: string }[]>(
      `delete from "vault"."stored_file" f where f."id" = ? and not exists (select 1 from "vault"."client_document" d where d."file_id" = f."id") returning f."id"`,
      [file.id],
    );
    if (!removed.length) return;
    await this.removeBytes(file);
  }

  /**
   * Removes up to `limit` files, oldest first, created before `before` that no document records
   * (deleted or not): rows, then their bytes (docs/decisions/vault-unrecorded-upload-cleanup.md).
   * Rows another run, or a document being recorded, holds are skipped (`skip locked`), so runs at
   * the same moment on several vaults remove each file once. Only files in a store this vault reaches
   * (as `read`), so no bytes are left without a row. The ids removed.
   */
  async removeUnrecordedBefore(before: Date, limit: number): Promise<string[]> {
    const removed = await this.em.fork().execute<{ id: string; storage: string; storage_key: string }[]>(REMOVE_UNRECORDED_BEFORE_SQL, [
      before,
      this.bytes.kind,
      this.postgres.kind,
      limit,
    ]);
    for (const row of removed) await this.removeBytes({ id: row.id, storage: row.storage, storageKey: row.storage_key });
    return removed.map((row) => row.id);
  }

  /** The bytes of a file whose row is gone, from the store that holds them; a failure is logged (by id only). */
  private async removeBytes(file: Pick<StoredFileEntity, 'id' | 'storage' | 'storageKey'>): Promise<void> {
    const store = file.storage === this.bytes.kind ? this.bytes : file.storage === this.postgres.kind ? this.postgres : null;
    await store?.delete(file.storageKey).catch((error: unknown) => this.logger.error(`file ${file.id}: bytes not removed (${String(error)})`));
  }

  /** The client's own file (metadata only), or null: another client's file is "not found". */
  async findOwn(clientId: string | null, id: unknown): Promise<StoredFileEntity | null> {
    if (!clientId || !isUuid(id)) return null;
    return this.em.findOne(StoredFileEntity, { id, clientId });
  }

  /** A file the caller may read: their own (a finished sign-up), or any for staff with FILE_READER_ROLE. */
  async findReadable(identity: CallerIdentity, id: unknown): Promise<StoredFileEntity | null> {
    if (!isUuid(id)) return null;
    if (hasStaffRole(identity, FILE_READER_ROLE)) return this.em.findOne(StoredFileEntity, { id });
    return this.findOwn(identity.clientId ? requireClientId(identity) : null, id);
  }

  /** Metadata of the files with these ids (ids not found are left out), by id. */
  async describe(ids: readonly string[]): Promise<Map<string, FileModel>> {
    const files = ids.length ? await this.em.find(StoredFileEntity, { id: { $in: [...ids] } }) : [];
    return new Map(files.map((file) => [file.id, toFileModel(file)]));
  }

  /** The client's own file with its bytes, or null. */
  async readOwn(clientId: string | null, id: unknown): Promise<FileWithContent | null> {
    if (!clientId || !isUuid(id)) return null;
    return this.read(await this.em.fork().findOne(StoredFileEntity, { id, clientId }));
  }

  /** Any client's file with its bytes (callers have checked a signed link or a staff role), or null. */
  async readAny(id: unknown): Promise<FileWithContent | null> {
    if (!isUuid(id)) return null;
    return this.read(await this.em.fork().findOne(StoredFileEntity, { id }));
  }

  private async read(file: StoredFileEntity | null): Promise<FileWithContent | null> {
    if (!file) return null;
    // Files stored in PostgreSQL stay readable after FILES_STORE changes; others need their store.
    const store = file.storage === this.bytes.kind ? this.bytes : file.storage === this.postgres.kind ? this.postgres : null;
    const object = store ? await store.get(file.storageKey) : null;
    if (!object) {
      this.logger.error(`file ${file.id}: bytes not found in ${file.storage} (FILES_STORE is ${this.bytes.kind})`);
      return null;
    }
    return { file, content: object.content };
  }
}
