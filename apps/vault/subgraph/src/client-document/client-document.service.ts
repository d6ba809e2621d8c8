import { safeDisplayText } from '@imali/shared/domain';
import { FuneralInternalClient } from '@imali/shared/internal-contracts';
import { DOCUMENT_FOR_MESSAGE, documentContentProblem, documentForProblem } from '@imali/vault/domain';
import { Injectable, Logger } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ClientScope,
  requireClientId,
  DOCUMENT_UPLOAD_PURPOSE,
  FieldValidationError,
  NotFoundError,
  UnauthenticatedError,
  throwIfInvalid,
  verifyCapability,
  withIdempotency,
  type CallerIdentity,
} from '@imali/shared/nest';
import { FileService, fileUrl, toFileModel } from '../files/file.service';
import { ClientDocumentEntity } from './client-document.entity';
import { presentable, storedDocumentSource, storedDocumentType } from './client-document.enums';
import type { CreateClientDocumentInput } from './client-document.input';
import { DEFAULT_DOCUMENT_SOURCE, FILE_NOT_FOUND_MESSAGE, clientDocumentErrors, sameUploadKey } from './client-document-rules';
import { reserveDocumentPlace } from './document-limit';

export const DOCUMENT_NOT_FOUND = 'Document not found';
/** Funeral (who is covered on the client's policies) could not answer: nothing is recorded. */
export const DOCUMENT_FOR_UNAVAILABLE_MESSAGE = 'We could not check who this document is for. Please try again shortly.';

interface DocumentRow {
  id: string;
  type: string;
  name: string;
  description: string | null;
  source: string;
  client_id: string;
  for_client_id: string | null;
  from_simplicity: boolean;
  file_id: string | null;
  created_at: string | Date;
  subject_id: string | null;
  template: string | null;
  document_version: number | null;
  file_name: string | null;
  file_content_type: string | null;
  file_size: number | string | null;
}

@Injectable()
export class ClientDocumentService {
  private readonly logger = new Logger('ClientDocument');

  constructor(
    private readonly em: EntityManager,
    private readonly files: FileService,
    private readonly funeral: FuneralInternalClient,
  ) {}

  /**
   * Whom the document is about (docs/decisions/vault-document-for-someone-else.md): null for the
   * client themselves; otherwise a life covered on one of the signed-in client's own funeral
   * policies (funeral answers the list for the caller it is signed for), only for an ID, a
   * vaccination certificate or another paper. Anyone else is refused with a field error, and
   * nothing is said about whether the id exists. A visitor's upload token names no one else.
   */
  private async documentFor(identity: CallerIdentity, clientId: string, input: CreateClientDocumentInput): Promise<string | null> {
    const forClientId: unknown = input.forClientId;
    const refuse = (message: string) => new FieldValidationError([{ field: 'forClientId', message }]);
    const shape = documentForProblem({ type: input.type, forClientId, ownClientId: clientId });
    if (shape) throw refuse(shape);
    if (typeof forClientId !== 'string' || forClientId === '' || forClientId === clientId) return null;
    if (identity.clientId !== clientId) throw refuse(DOCUMENT_FOR_MESSAGE);
    let linkedIds: string[];
    try {
      linkedIds = (await this.funeral.coveredLives(identity)).map((life) => life.id);
    } catch {
      this.logger.warn({ msg: 'covered lives unavailable: document not recorded' });
      throw new GraphQLError(DOCUMENT_FOR_UNAVAILABLE_MESSAGE, { extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'funeral' } });
    }
    const problem = documentForProblem({ type: input.type, forClientId, ownClientId: clientId, linkedIds });
    if (problem) throw refuse(problem);
    return forClientId.toLowerCase();
  }

  /** Attaches each document's file description, one look-up for them all. */
  private async withFiles(rows: ClientDocumentEntity[]): Promise<ClientDocumentEntity[]> {
    const byId = await this.files.describe(rows.map((row) => row.fileId).filter((id): id is string => !!id));
    for (const row of rows) row.file = row.fileId ? (byId.get(row.fileId) ?? null) : null;
    return rows;
  }

  /**
   * Callers check ownership first (a client sees only their own records). The vault's hottest read
   * (the document list): one SQL statement with the files joined, answered as plain rows, which
   * costs a third of two ORM look-ups with hydration (docs/decisions/vault-document-list-query.md).
   */
  async findForClient(clientId: string): Promise<ClientDocumentEntity[]> {
    const rows = await this.em.getConnection().execute<DocumentRow[]>(
      `select d.id, d.type, d.name, d.description, d.source, d.client_id, d.for_client_id, d.from_simplicity, d.file_id, d.created_at,
              d.subject_id, d.template, d.document_version, f.name as file_name, f.content_type as file_content_type, f.size as file_size
         from vault.client_document d left join vault.stored_file f on f.id = d.file_id
        where d.client_id = ? and d.deleted_at is null
        order by d.created_at desc`,
      [clientId],
    );
    return rows.map(
      (row) =>
        ({
          id: row.id,
          type: storedDocumentType(row.type),
          name: row.name,
          description: row.description,
          source: storedDocumentSource(row.source),
          clientId: row.client_id,
          forClientId: row.for_client_id,
          fromSimplicity: row.from_simplicity,
          fileId: row.file_id,
          createdAt: new Date(row.created_at),
          subjectId: row.subject_id,
          template: row.template,
          documentVersion: row.document_version,
          file: row.file_id && row.file_name !== null ? { id: row.file_id, name: row.file_name, contentType: row.file_content_type!, size: Number(row.file_size), url: fileUrl(row.file_id) } : null,
        }) as ClientDocumentEntity,
    );
  }

  /**
   * One of the client's own documents; another client's is "not found". With `types` (the page's,
   * /documents/id/{id} asks for RSA_ID), a document of another type is "not found" too, the same
   * answer: docs/decisions/vault-document-page-type.md.
   */
  async findOwn(identity: CallerIdentity, id: string, types?: readonly string[] | null): Promise<ClientDocumentEntity> {
    const row = presentable(await ClientScope.of(this.em, identity).findOne(ClientDocumentEntity, id, { notFound: DOCUMENT_NOT_FOUND }));
    if (types && !types.includes(row.type)) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return (await this.withFiles([row]))[0]!;
  }

  /**
   * createClientDocument: records an uploaded file as a document of the caller's client (a
   * signed-in client, or a visitor with the upload token of the policy they just bought).
   * Idempotent per client, file, type and subject (sameUploadKey): a retry returns the first
   * record; the same bytes filed as another type or about someone else are a document of their own.
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
    const forClientId = await this.documentFor(identity, clientId, input);
    const stored = await this.files.findOwn(clientId, input.fileId);
    if (!stored) throw new FieldValidationError([{ field: 'fileId', message: FILE_NOT_FOUND_MESSAGE }]);
    // A selfie is a photo (§9): judged by what the bytes are (the stored type was sniffed on upload).
    const contentProblem = documentContentProblem(input.type, stored.contentType);
    if (contentProblem) throw new FieldValidationError([{ field: 'fileId', message: contentProblem }]);

    const file = toFileModel(stored);
    const type = input.type.trim().toUpperCase();
    // One document per uploaded file, type and subject (the file is the caller's; the same bytes
    // are one file): a retry, or the same document submitted twice at once, answers with the
    // first. The same bytes about someone else (a spouse's copy of what the client filed as their
    // own) or as another type are a new document, attributed to whom this call names.
    const { scope, key } = sameUploadKey(file.id, type, forClientId);
    const { resultId } = await withIdempotency(this.em.fork(), key, scope, async (em) => {
      const existing = await em.findOne(ClientDocumentEntity, { clientId, fileId: file.id, type, forClientId });
      if (existing) return existing;
      // The file is held until the document is recorded: the clean-up of old unrecorded files skips it,
      // or removed it first and then it is not found (docs/decisions/vault-unrecorded-upload-cleanup.md).
      const held = await em.execute(`select 1 from "vault"."stored_file" where "id" = ? for share`, [file.id]);
      if (!held.length) throw new FieldValidationError([{ field: 'fileId', message: FILE_NOT_FOUND_MESSAGE }]);
      // At most VAULT_DOCUMENT_LIMIT per client, held under the client's lock (two at once cannot both take the last place).
      await reserveDocumentPlace(em, clientId, 'fileId');
      return em.create(ClientDocumentEntity, {
        clientId,
        type,
        name,
        description: input.description?.trim() || null,
        source: input.source?.trim().toUpperCase() || DEFAULT_DOCUMENT_SOURCE,
        forClientId,
        fileId: file.id,
      });
    });
    const document = await new ClientScope(this.em.fork(), clientId).findOne(ClientDocumentEntity, resultId, { notFound: DOCUMENT_NOT_FOUND });
    document.file = file;
    return presentable(document);
  }
}
