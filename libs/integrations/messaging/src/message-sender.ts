export type Channel = 'SMS' | 'EMAIL';

/** A file sent with an e-mail (SMS carries none). */
export interface MessageAttachment {
  name: string;
  contentType: string;
  content: Buffer;
  /** The sender's own id for the file (e.g. the vault's stored file), kept with the outbox record. */
  reference?: string;
}

/** An e-mail carries at most this many bytes of attachments, as mail providers limit messages. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface OutgoingMessage {
  clientId: string | null;
  channel: Channel;
  /** A cell number (SMS) or an e-mail address. */
  destination: string;
  body: string;
  /** E-mail only: the subject line (the provider's default when absent). */
  subject?: string;
  /** E-mail only: files attached to the message. */
  attachments?: readonly MessageAttachment[];
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
