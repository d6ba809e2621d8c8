import { Logger, type Provider, type Type } from '@nestjs/common';
import { nodeEnvOf } from '@imali/integrations/core';
import { MessageSender, OutboxWriter } from './message-sender';
import { loadMessagingConfig, type MessagingConfig } from './messaging.config';
import { SandboxMessageSender } from './sandbox-message-sender';

export const MESSAGING_CONFIG = Symbol('MESSAGING_CONFIG');

/** The implementation the configuration names. */
export function createMessageSender(config: MessagingConfig, outbox: OutboxWriter): MessageSender {
  switch (config.MESSAGING_PROVIDER) {
    case 'sandbox':
      return new SandboxMessageSender(outbox, config.MESSAGING_SANDBOX_LATENCY_MS);
  }
}

/**
 * Nest providers for MessageSender, listed in the app's module beside its own (so the app's
 * OutboxWriter can use the app's entity manager and cipher).
 */
export function messagingProviders(options: { outboxWriter: Type<OutboxWriter> }): Provider[] {
  return [
    { provide: MESSAGING_CONFIG, useFactory: () => loadMessagingConfig() },
    { provide: OutboxWriter, useClass: options.outboxWriter },
    {
      provide: MessageSender,
      inject: [MESSAGING_CONFIG, OutboxWriter],
      useFactory: (config: MessagingConfig, outbox: OutboxWriter) => {
        // Allowed (demo deployments), but never silently: nobody receives these messages.
        if (config.MESSAGING_PROVIDER === 'sandbox' && nodeEnvOf(process.env) === 'production') new Logger('Messaging').warn('MESSAGING_PROVIDER is sandbox in production: SMS and e-mail stay in the outbox');
        return createMessageSender(config, outbox);
      },
    },
  ];
}
