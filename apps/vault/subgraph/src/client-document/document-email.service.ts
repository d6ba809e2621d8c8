import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Field, ID, ObjectType } from '@nestjs/graphql';
import { collectErrors } from '@imali/shared/validation';
import { EMAIL_DOCUMENT_RULES } from '@imali/vault/domain';
import { isIntegrationError } from '@imali/integrations/core';
import { MessageSender } from '@imali/integrations/messaging';
import { ClientScope, FieldValidationError, NotFoundError, PiiCipher, hitRateLimit, refundRateLimit, requireClientId, throwIfInvalid, tooManyRequests, type CallerIdentity } from '@imali/shared/nest';
import { FileService } from '../files/file.service';
import { ClientDocumentEntity } from './client-document.entity';
import { DocumentEmailEntity } from './document-email.entity';
import { DOCUMENT_NOT_FOUND } from './client-document.service';

/** Each e-mail carries one of the client's documents: at most this many per hour per client (docs/decisions/vault-document-email.md). */
export const EMAIL_DOCUMENT_LIMIT_PER_HOUR = 10;
export const EMAIL_DOCUMENT_LIMIT_MESSAGE = 'You have e-mailed too many documents. Please try again later.';
export const EMAIL_REFUSED_MESSAGE = 'We could not send to this address. Check it and try again.';

@ObjectType('DocumentEmail', { description: 'A document sent by e-mail' })
export class DocumentEmailModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) documentId!: string;
  @Field(() => Date) sentAt!: Date;
}

@Injectable()
export class DocumentEmailService {
  private readonly logger = new Logger(DocumentEmailService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly files: FileService,
    private readonly messages: MessageSender,
    private readonly cipher: PiiCipher,
  ) {}

  /** emailClientDocument: the client's own document, attached to an e-mail to `email`; counted first (atomically), recorded. */
  async send(identity: CallerIdentity, documentId: string, email: string): Promise<DocumentEmailModel> {
    const clientId = requireClientId(identity);
    const destination = email.trim();
    throwIfInvalid(collectErrors({ email: destination }, EMAIL_DOCUMENT_RULES));
    const document = await ClientScope.of(this.em, identity).findOne(ClientDocumentEntity, documentId, { notFound: DOCUMENT_NOT_FOUND });
    const file = await this.files.readOwn(clientId, document.fileId);
    if (!file) throw new NotFoundError(DOCUMENT_NOT_FOUND);

    // Reserve before sending: parallel requests cannot all pass the limit.
    const key = `email-document:${clientId}`;
    const hit = await hitRateLimit(this.em, key, EMAIL_DOCUMENT_LIMIT_PER_HOUR, 3600_000);
    if (!hit.allowed) throw tooManyRequests(EMAIL_DOCUMENT_LIMIT_MESSAGE, hit.retryAfterSeconds);

    const record = { clientId, documentId: document.id, destinationEncrypted: this.cipher.encrypt(destination), destinationHash: this.cipher.lookupHash(destination) };
    try {
      const sent = await this.em.fork().transactional(async (tx) => {
        const row = tx.create(DocumentEmailEntity, { ...record, status: 'SENT' });
        await this.messages.send(
          {
            clientId,
            channel: 'EMAIL',
            destination,
            subject: `Your document: ${document.name}`,
            body: `Hello,\n\nPlease find attached "${document.name}" from your Imali document vault.\n\nImali`,
            attachments: [{ name: file.file.name, contentType: file.file.contentType, content: file.content, reference: file.file.id }],
          },
          tx,
        );
        return row;
      });
      return { id: sent.id, documentId: document.id, sentAt: sent.createdAt };
    } catch (error) {
      if (!isIntegrationError(error)) throw error;
      this.logger.warn(`emailClientDocument: the mail provider refused (${error.code})`);
      const em = this.em.fork();
      em.create(DocumentEmailEntity, { ...record, status: 'FAILED' });
      await em.flush();
      await refundRateLimit(this.em, key);
      throw new FieldValidationError([{ field: 'email', message: EMAIL_REFUSED_MESSAGE }]);
    }
  }
}
