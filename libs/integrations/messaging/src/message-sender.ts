export type Channel = 'SMS' | 'EMAIL';

export interface OutgoingMessage {
  clientId: string | null;
  channel: Channel;
  /** A cell number (SMS) or an e-mail address. */
  destination: string;
  body: string;
}

/**
 * The port: sends one SMS or e-mail. `unitOfWork` is the caller's open transaction (opaque
 * here); the message is recorded in it, so a rolled-back change sends nothing.
 * Fails with IntegrationError.
 */
export abstract class MessageSender {
  abstract send(message: OutgoingMessage, unitOfWork?: unknown): Promise<void>;
}

/**
 * Where the development outbox lives: the app provides it (identity keeps
 * identity.outbox_message, encrypted, and the /dev/outbox page reads it).
 */
export abstract class OutboxWriter {
  abstract write(message: OutgoingMessage, unitOfWork?: unknown): Promise<void>;
}
