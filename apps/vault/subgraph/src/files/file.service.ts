import { isUuid } from '@imali/shared/validation';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { FileStore, POSTGRES_FILE_STORE } from '@imali/integrations/files';
import { StoredFileEntity } from './stored-file.entity';
import type { FileModel } from './file.model';
import { hasStaffRole, requireClientId, type CallerIdentity } from '@imali/shared/nest';

/** Staff who may open any client's files (docs/decisions/vault-signed-file-urls.md): operations handle claims and checks. */
export const FILE_READER_ROLE = 'OPERATIONS' as const;

export const fileUrl = (id: string) => `/files/${id}`;

export function toFileModel(file: StoredFileEntity): FileModel {
  return { id: file.id, name: file.name, contentType: file.contentType, size: file.size, url: fileUrl(file.id) };
}

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
    const sha256 = createHash('sha256').update(content).digest('hex');
    const em = this.em.fork();
    // Only a copy this vault can still read counts as the same file (FILES_STORE may have changed).
    const same = await em.findOne(StoredFileEntity, { clientId, sha256, size: content.length, storage: { $in: [this.bytes.kind, this.postgres.kind] } });
    if (same) return same;
    const object = await this.bytes.put(content, contentType);
    try {
      const file = em.create(StoredFileEntity, { clientId, name, contentType, size: content.length, sha256, storage: this.bytes.kind, storageKey: object.key });
      await em.flush();
      return file;
    } catch (error) {
      // No row, no bytes: nothing would ever find them.
      await this.bytes.delete(object.key).catch(() => undefined);
      throw error;
    }
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
