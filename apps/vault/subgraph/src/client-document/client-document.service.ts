import { isUuid } from '@imali/shared/validation';
import { safeDisplayText } from '@imali/shared/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ClientScope,
  requireClientId,
  DOCUMENT_UPLOAD_PURPOSE,
  FieldValidationError,
  UnauthenticatedError,
  throwIfInvalid,
  verifyCapability,
  withIdempotency,
  type CallerIdentity,
} from '@imali/shared/nest';
import { FileService, toFileModel } from '../files/file.service';
import { ClientDocumentEntity } from './client-document.entity';
import type { CreateClientDocumentInput } from './client-document.input';
import { DEFAULT_DOCUMENT_SOURCE, FILE_NOT_FOUND_MESSAGE, clientDocumentErrors } from './client-document-rules';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** The idempotency scope of createClientDocument, keyed by the uploaded file's id. */
export const CLIENT_DOCUMENT_IDEMPOTENCY_SCOPE = 'client-document';

@Injectable()
export class ClientDocumentService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FileService,
  ) {}

  /** Attaches each document's file description, one look-up for them all. */
  private async withFiles(rows: ClientDocumentEntity[]): Promise<ClientDocumentEntity[]> {
    const byId = await this.files.describe(rows.map((row) => row.fileId).filter((id): id is string => !!id));
    for (const row of rows) row.file = row.fileId ? (byId.get(row.fileId) ?? null) : null;
    return rows;
  }

  /** Callers check ownership first (a client sees only their own records). */
  async findForClient(clientId: string): Promise<ClientDocumentEntity[]> {
    const rows = await new ClientScope(this.em, clientId).find(ClientDocumentEntity, {}, { orderBy: { createdAt: 'desc' } });
    return this.withFiles(rows);
  }

  /** One of the client's own documents; another client's is "not found". */
  async findOwn(identity: CallerIdentity, id: string): Promise<ClientDocumentEntity> {
    const row = await ClientScope.of(this.em, identity).findOne(ClientDocumentEntity, id, { notFound: DOCUMENT_NOT_FOUND });
    return (await this.withFiles([row]))[0]!;
  }

  /**
   * createClientDocument: records an uploaded file as a document of the caller's client (a
   * signed-in client, or a visitor with the upload token of the policy they just bought).
   * Idempotent per client and file: a retry returns the first record.
   */
  async create(identity: CallerIdentity, input: CreateClientDocumentInput, secret: string): Promise<ClientDocumentEntity> {
    // A signed-in client must have finished sign-up; a visitor brings their sale's upload token.
    let clientId = identity.clientId ? requireClientId(identity) : null;
    if (!clientId && input.uploadToken) {
      const capability = verifyCapability(input.uploadToken, DOCUMENT_UPLOAD_PURPOSE, secret);
      if (capability.ok) clientId = capability.claims.clientId;
    }
    if (!clientId) throw new UnauthenticatedError();
    if (input.clientId && input.clientId !== clientId) throw new FieldValidationError([{ field: 'clientId', message: 'You can only add documents to your own profile' }]);
    // A title shown to people: no control or bidi characters (docs/decisions/file-names.md).
    const name = safeDisplayText(input.name ?? '');
    throwIfInvalid(clientDocumentErrors({ ...input, name }));
    const stored = await this.files.findOwn(clientId, input.fileId);
    if (!stored) throw new FieldValidationError([{ field: 'fileId', message: FILE_NOT_FOUND_MESSAGE }]);

    const file = toFileModel(stored);
    // One document per uploaded file (the file is the caller's): a retry, or the same document
    // submitted twice at once, answers with the first.
    const { resultId } = await withIdempotency(this.em.fork(), file.id, CLIENT_DOCUMENT_IDEMPOTENCY_SCOPE, async (em) => {
      const existing = await em.findOne(ClientDocumentEntity, { clientId, fileId: file.id });
      return (
        existing ??
        em.create(ClientDocumentEntity, {
          clientId,
          type: input.type.trim().toUpperCase(),
          name,
          description: input.description?.trim() || null,
          source: input.source?.trim().toUpperCase() || DEFAULT_DOCUMENT_SOURCE,
          forClientId: isUuid(input.forClientId) ? input.forClientId : null,
          fileId: file.id,
        })
      );
    });
    const document = await new ClientScope(this.em.fork(), clientId).findOne(ClientDocumentEntity, resultId, { notFound: DOCUMENT_NOT_FOUND });
    document.file = file;
    return document;
  }
}
