import { IntegrationError } from '@imali/integrations/core';
import { ConfigError } from '@imali/shared/nest';
import { MAX_ATTACHMENT_BYTES, MessageSender, OutboxWriter, type OutgoingMessage } from './message-sender';
import { SandboxMessageSender, SANDBOX_FAILING_CELL_NUMBER } from './sandbox-message-sender';
import { createMessageSender } from './messaging.providers';
import { loadMessagingConfig } from './messaging.config';

class MemoryOutbox extends OutboxWriter {
  written: { message: OutgoingMessage; unitOfWork: unknown }[] = [];
  async write(message: OutgoingMessage, unitOfWork?: unknown) {
    this.written.push({ message, unitOfWork });
  }
}

const sms = (destination: string): OutgoingMessage => ({ clientId: null, channel: 'SMS', destination, body: 'Your OTP is 1234' });
const email = (destination: string): OutgoingMessage => ({ clientId: 'c1', channel: 'EMAIL', destination, body: 'Hello' });

describe('messaging sandbox', () => {
  it('writes each message to the outbox in the caller\'s unit of work', async () => {
    const outbox = new MemoryOutbox();
    const sender = new SandboxMessageSender(outbox);
    const tx = { id: 'transaction' };
    await sender.send(sms('0821234567'), tx);
    await sender.send(email('thandi@example.co.za'));
    expect(outbox.written).toEqual([
      { message: sms('0821234567'), unitOfWork: tx },
      { message: email('thandi@example.co.za'), unitOfWork: undefined },
    ]);
  });

  it.each([sms(SANDBOX_FAILING_CELL_NUMBER), email('sandbox-fail@example.co.za'), email(' Sandbox-Fail@Example.com')])('refuses %p and writes nothing', async (message) => {
    const outbox = new MemoryOutbox();
    const failure = await new SandboxMessageSender(outbox).send(message).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IntegrationError);
    expect(failure).toMatchObject({ integration: 'messaging', retryable: false });
    expect(outbox.written).toEqual([]);
  });

  it('passes an e-mail\'s attachments to the outbox; refuses them on an SMS or over the provider\'s size', async () => {
    const outbox = new MemoryOutbox();
    const sender = new SandboxMessageSender(outbox);
    const pdf = { name: 'schedule.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7'), reference: 'file-1' };
    await sender.send({ ...email('thandi@example.co.za'), subject: 'Your document', attachments: [pdf] });
    expect(outbox.written[0]?.message.attachments).toEqual([pdf]);
    await expect(sender.send({ ...sms('0821234567'), attachments: [pdf] })).rejects.toBeInstanceOf(IntegrationError);
    const huge = { ...pdf, content: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1) };
    await expect(sender.send({ ...email('thandi@example.co.za'), attachments: [huge] })).rejects.toBeInstanceOf(IntegrationError);
    expect(outbox.written).toHaveLength(1);
  });

  it('waits the configured latency', async () => {
    const started = Date.now();
    await new SandboxMessageSender(new MemoryOutbox(), 30).send(sms('0821234567'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('is picked by configuration, sandbox by default, no latency under test', () => {
    const config = loadMessagingConfig({ NODE_ENV: 'test' });
    expect(config).toEqual({ MESSAGING_PROVIDER: 'sandbox', MESSAGING_SANDBOX_LATENCY_MS: 0 });
    expect(loadMessagingConfig({}).MESSAGING_SANDBOX_LATENCY_MS).toBe(50);
    expect(createMessageSender(config, new MemoryOutbox())).toBeInstanceOf(MessageSender);
    expect(() => loadMessagingConfig({ MESSAGING_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
  });
});
