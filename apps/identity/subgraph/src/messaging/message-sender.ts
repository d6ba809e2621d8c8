import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessageEntity } from './outbox-message.entity';
import { PiiCipher } from '@imali/shared/nest';

export type Channel = 'SMS' | 'EMAIL';

export interface OutgoingMessage {
  clientId: string | null;
  channel: Channel;
  destination: string;
  body: string;
}

/** Sends SMS and e-mail. The default (and only) implementation is the sandbox outbox. */
export abstract class MessageSender {
  abstract send(message: OutgoingMessage, em?: EntityManager): Promise<void>;
}

/** Sandbox: writes to identity.outbox_message, which a development page shows. */
@Injectable()
export class OutboxMessageSender extends MessageSender {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: PiiCipher,
  ) {
    super();
  }

  async send(message: OutgoingMessage, em: EntityManager = this.em): Promise<void> {
    em.create(OutboxMessageEntity, {
      clientId: message.clientId,
      channel: message.channel,
      destinationEncrypted: this.cipher.encrypt(message.destination),
      body: message.body,
    });
    await em.flush();
  }
}
