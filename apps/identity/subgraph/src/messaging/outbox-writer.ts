import { Injectable } from '@nestjs/common';
import { EntityManager as AnyEntityManager } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PiiCipher } from '@imali/shared/nest';
import { OutboxWriter, type OutgoingMessage } from '@imali/integrations/messaging';
import { OutboxMessageEntity } from './outbox-message.entity';

/**
 * Identity's development outbox (identity.outbox_message, destination encrypted), written by the
 * messaging sandbox in the caller's transaction; /dev/outbox reads it through devOutbox.
 */
@Injectable()
export class IdentityOutboxWriter extends OutboxWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {
    super();
  }

  async write(message: OutgoingMessage, unitOfWork?: unknown): Promise<void> {
    const em = unitOfWork instanceof AnyEntityManager ? unitOfWork : this.em;
    em.create(OutboxMessageEntity, {
      clientId: message.clientId,
      channel: message.channel,
      destinationEncrypted: this.cipher.encrypt(message.destination),
      body: message.body,
    });
    await em.flush();
  }
}
