export * from './message-sender';
export * from './sandbox-message-sender';
export * from './messaging.config';
export * from './messaging.providers';
