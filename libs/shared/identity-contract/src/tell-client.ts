import type { ClientMessageChannel } from './routes';
import { isSubgraphUnavailable } from './debit-order-collections';
import type { IdentityInternalClient } from './identity-internal-client';

/**
 * What became of one message a job asked identity to send:
 * - SENT: sent (or sent before under the same key: identity sends a key once);
 * - NO_CELL_NUMBER: identity holds no way to reach the client: nothing more to try;
 * - UNAVAILABLE: identity did not answer: try again on the next run;
 * - REFUSED: identity refused this message (its body or key): logged, tried again on the next run,
 *   and the job goes on with its other messages.
 */
export type TellOutcome = 'SENT' | 'NO_CELL_NUMBER' | 'UNAVAILABLE' | 'REFUSED';

export interface ClientMessage {
  clientId: string;
  /** Unique per message: identity sends a key once. */
  key: string;
  channel: ClientMessageChannel;
  subject?: string | null;
  body: string;
}

/**
 * Sends one message through identity for a job, never throwing: one refused message does not stop
 * a job's other messages. `log` gets the key and the error's message only (no body, no PII).
 */
export async function tellClient(identity: Pick<IdentityInternalClient, 'sendClientMessage'>, message: ClientMessage, log: (entry: { msg: string; key: string; error: string }) => void): Promise<TellOutcome> {
  try {
    return (await identity.sendClientMessage(message)) ? 'SENT' : 'NO_CELL_NUMBER';
  } catch (error) {
    if (isSubgraphUnavailable(error)) return 'UNAVAILABLE';
    log({ msg: 'identity refused a message to a client', key: message.key, error: error instanceof Error ? error.message : String(error) });
    return 'REFUSED';
  }
}
