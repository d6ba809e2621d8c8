import { randomUUID } from 'node:crypto';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@imali/shared/validation';
import { throwIfInvalid } from '@imali/shared/nest';
import { isIntegrationError } from '@imali/integrations/core';
import { MessageSender } from '@imali/integrations/messaging';
import { CLIENT_MESSAGE_LIMITS, type ClientMessage } from '@imali/shared/identity-contract';
import { ClientEntity } from '../client/client.entity';
import { ClientMessageEntity } from './client-message.entity';


const hasNul = (value: string) => value.includes('\u0000');

/** The message's own rules (field names as the caller sends them). */
export function clientMessageErrors(message: ClientMessage): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (message.key.trim().length === 0 || message.key.length > CLIENT_MESSAGE_LIMITS.key || hasNul(message.key)) errors.push({ field: 'key', message: `Enter a key of 1 to ${CLIENT_MESSAGE_LIMITS.key} characters` });
  const bodyMax = message.channel === 'SMS' ? CLIENT_MESSAGE_LIMITS.smsBody : CLIENT_MESSAGE_LIMITS.emailBody;
  if (message.body.trim().length === 0 || message.body.length > bodyMax || hasNul(message.body)) errors.push({ field: 'body', message: `Enter a message of 1 to ${bodyMax} characters` });
  const subject = message.subject ?? '';
  if (subject.length > CLIENT_MESSAGE_LIMITS.subject || hasNul(subject)) errors.push({ field: 'subject', message: `Enter a subject of at most ${CLIENT_MESSAGE_LIMITS.subject} characters` });
  return errors;
}

/**
 * sendClientMessage: another area's message to a client, sent to the contact detail identity
 * holds (the first cell number for SMS, the e-mail address for EMAIL). The key is recorded in the
 * transaction that sends (the sandbox writes its outbox in it), so the same key sends once however
 * many calls arrive; a refused send records nothing. Logs carry no destination and no text.
 */
@Injectable()
export class ClientMessageService {
  private readonly logger = new Logger(ClientMessageService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sender: MessageSender,
  ) {}

  async send(message: ClientMessage): Promise<boolean> {
    throwIfInvalid(clientMessageErrors(message));
    if (!isUuid(message.clientId)) return false;
    const client = await this.em.fork().findOne(ClientEntity, { id: message.clientId, guest: false }, { fields: ['id', 'cellNumbers', 'email'] });
    const destination = message.channel === 'SMS' ? client?.cellNumbers?.[0] : client?.email;
    if (!client || !destination) return false;
    // E-mail: the sender's port carries one text; the subject is its first line.
    const body = message.channel === 'EMAIL' && message.subject ? `${message.subject}\n\n${message.body}` : message.body;
    try {
      return await this.em.fork().transactional(async (em) => {
        const inserted = await em
          .createQueryBuilder(ClientMessageEntity)
          .insert({ id: randomUUID(), key: message.key, clientId: client.id, channel: message.channel, createdAt: new Date() })
          .onConflict('key')
          .ignore()
          .execute('run');
        // Sent before under this key (or by a parallel call that committed first).
        if (inserted.affectedRows === 0) return true;
        await this.sender.send({ clientId: client.id, channel: message.channel, destination, body }, em);
        return true;
      });
    } catch (error) {
      if (!isIntegrationError(error)) throw error;
      this.logger.warn(`client message for ${client.id} (${message.channel}) not sent: ${error.retryable ? 'provider unavailable' : 'refused'}`);
      if (error.retryable) throw new ServiceUnavailableException({ error: 'The message could not be sent right now' });
      return false;
    }
  }
}
