import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { isUuid } from '@imali/shared/validation';
import type { CallerIdentity } from '@imali/shared/nest';
import { renderPdf, templateId } from '@imali/vault/pdf';
import { ClientDocumentEntity } from '../client-document/client-document.entity';
import { FileService, type FileWithContent } from '../files/file.service';
import { FuneralInternalClient } from '@imali/shared/internal-contracts';
import { IdentityDocumentsClient } from './identity-documents.client';
import type { GeneratedKind } from './generated-kinds';

export interface GeneratedPdf extends FileWithContent {
  document: ClientDocumentEntity;
}

/** JSON with sorted keys: the same data always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Today in South Africa (YYYY-MM-DD). */
const sastToday = (now = new Date()) => new Date(now.getTime() + 2 * 3600_000).toISOString().slice(0, 10);

/**
 * Generated PDFs (docs/decisions/vault-generated-documents.md): the subject's data is read from its
 * area for the caller; when it is what the latest stored version was made from, that stored PDF is
 * served; otherwise a new version is rendered, stored through the files integration and recorded as
 * a document (subjectId, template@version, documentVersion n+1) in the owner's vault.
 */
@Injectable()
export class GeneratedDocumentService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FileService,
    private readonly funeral: FuneralInternalClient,
    private readonly identityClient: IdentityDocumentsClient,
  ) {}

  async get(identity: CallerIdentity, kind: GeneratedKind, subjectId: string): Promise<GeneratedPdf | null> {
    if (!isUuid(subjectId)) return null;
    const loaded = await kind.load({ funeral: this.funeral, identity: this.identityClient }, identity, subjectId.toLowerCase(), sastToday());
    if (!loaded) return null;
    const { clientId, data } = loaded;
    const template = templateId(kind.template);
    const dataHash = createHash('sha256').update(`${template}\n${canonical(data)}`).digest('hex');
    const where = { clientId, subjectId: subjectId.toLowerCase(), type: kind.documentType };

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const em = this.em.fork();
      const latest = await em.findOne(ClientDocumentEntity, where, { orderBy: { documentVersion: 'desc' } });
      if (latest?.dataHash === dataHash && latest.fileId) {
        const stored = await this.files.readAny(latest.fileId);
        if (stored) return { ...stored, document: latest };
      }
      const generatedAt = new Date();
      const pdf = await renderPdf(kind.template, data, { generatedAt });
      const name = kind.documentName(data);
      const version = (latest?.documentVersion ?? 0) + 1;
      const file = await this.files.store(clientId, `${name.replace(/[^A-Za-z0-9 -]/g, '').trim() || 'document'} v${version}.pdf`, 'application/pdf', pdf);
      try {
        const document = em.create(ClientDocumentEntity, { ...where, name, source: 'GENERATED', template, documentVersion: version, dataHash, fileId: file.id });
        await em.flush();
        return { file, content: pdf, document };
      } catch (error) {
        // Someone made this version at the same moment: read theirs on the next round.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    return null;
  }
}
