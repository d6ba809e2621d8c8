import { IntegrationError, simulateLatency } from '@imali/integrations/core';
import { MAX_ATTACHMENT_BYTES, MessageSender, OutboxWriter, type OutgoingMessage } from './message-sender';

/** Sandbox failure rule: the SMS gateway refuses this number (valid in format, never a real cell). */
export const SANDBOX_FAILING_CELL_NUMBER = '0800000000';
/** Sandbox failure rule: the mail provider refuses any address with this local part. */
export const SANDBOX_FAILING_EMAIL_LOCAL_PART = 'sandbox-fail';

export function sandboxRefuses(message: OutgoingMessage): boolean {
  if (message.channel === 'SMS') return message.destination.replace(/\s/g, '') === SANDBOX_FAILING_CELL_NUMBER;
  return message.destination.trim().toLowerCase().split('@')[0] === SANDBOX_FAILING_EMAIL_LOCAL_PART;
}

/**
 * Sandbox SMS and e-mail: nothing leaves the system; every message lands in the development
 * outbox (the app's OutboxWriter) after the configured latency.
 */
export class SandboxMessageSender extends MessageSender {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly latencyMs = 0,
  ) {
    super();
  }

  async send(message: OutgoingMessage, unitOfWork?: unknown): Promise<void> {
    await simulateLatency(this.latencyMs);
    if (sandboxRefuses(message)) {
      throw new IntegrationError('messaging', `the ${message.channel === 'SMS' ? 'SMS gateway' : 'mail provider'} refused the destination`, false);
    }
    // As a real provider: an SMS carries no files, and an e-mail's files are bounded.
    const attachments = message.attachments ?? [];
    if (attachments.length > 0 && message.channel === 'SMS') throw new IntegrationError('messaging', 'an SMS cannot carry attachments', false);
    if (attachments.reduce((total, file) => total + file.content.length, 0) > MAX_ATTACHMENT_BYTES) throw new IntegrationError('messaging', 'the attachments are larger than the mail provider accepts', false);
    await this.outbox.write(message, unitOfWork);
  }
}
