import { isUuid } from '@imali/shared/validation';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { StoredFileEntity } from './stored-file.entity';
import type { FileModel } from './file.model';

export const fileUrl = (id: string) => `/files/${id}`;

export function toFileModel(file: StoredFileEntity): FileModel {
  return { id: file.id, name: file.name, contentType: file.contentType, size: file.size, url: fileUrl(file.id) };
}

/**
 * The one place that knows where uploaded bytes live (PostgreSQL today; see
 * docs/decisions/vault-file-storage.md): everything else, client documents included, goes
 * through here, so moving to object storage changes this class only.
 */
@Injectable()
export class FileService {
  constructor(private readonly em: EntityManager) {}

  /** Stores the bytes for the client. The same bytes uploaded again by the same client are the same file. */
  async store(clientId: string, name: string, contentType: string, content: Buffer): Promise<StoredFileEntity> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const em = this.em.fork();
    const same = await em.findOne(StoredFileEntity, { clientId, sha256, size: content.length });
    if (same) return same;
    const file = em.create(StoredFileEntity, { clientId, name, contentType, size: content.length, sha256, content });
    await em.flush();
    return file;
  }

  /** The client's own file (metadata only), or null: another client's file is "not found". */
  async findOwn(clientId: string | null, id: unknown): Promise<StoredFileEntity | null> {
    if (!clientId || !isUuid(id)) return null;
    return this.em.findOne(StoredFileEntity, { id, clientId });
  }

  /** Metadata of the files with these ids (ids not found are left out), by id. */
  async describe(ids: readonly string[]): Promise<Map<string, FileModel>> {
    const files = ids.length ? await this.em.find(StoredFileEntity, { id: { $in: [...ids] } }) : [];
    return new Map(files.map((file) => [file.id, toFileModel(file)]));
  }

  /** The bytes of the client's own file, or null. */
  async readOwn(clientId: string | null, id: unknown): Promise<StoredFileEntity | null> {
    if (!clientId || !isUuid(id)) return null;
    return this.em.fork().findOne(StoredFileEntity, { id, clientId }, { populate: ['content'] });
  }
}
