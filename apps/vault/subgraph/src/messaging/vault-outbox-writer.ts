import { Injectable } from '@nestjs/common';
import { EntityManager as AnyEntityManager } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { PiiCipher } from '@imali/shared/nest';
import { OutboxWriter, type OutgoingMessage } from '@imali/integrations/messaging';
import { VaultOutboxMessageEntity } from './outbox-message.entity';

/** The vault's development outbox, written by the messaging sandbox in the caller's unit of work. */
@Injectable()
export class VaultOutboxWriter extends OutboxWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {
    super();
  }

  async write(message: OutgoingMessage, unitOfWork?: unknown): Promise<void> {
    const em = unitOfWork instanceof AnyEntityManager ? unitOfWork : this.em.fork();
    em.create(VaultOutboxMessageEntity, {
      clientId: message.clientId,
      channel: message.channel,
      destinationEncrypted: this.cipher.encrypt(message.destination),
      subject: message.subject ?? null,
      body: message.body,
      attachments: (message.attachments ?? []).map((file) => ({
        name: file.name,
        contentType: file.contentType,
        size: file.content.length,
        sha256: createHash('sha256').update(file.content).digest('hex'),
        fileId: file.reference ?? null,
      })),
    });
    await em.flush();
  }
}
