/**
 * How long a bureau call may take before it is answered as a failure (the sandbox's slow mode is
 * 3 s), and how long all the bureau calls of one request may take together: under the gateway's
 * 5 s subgraph timeout, so the person hears our answer rather than the gateway giving up while we
 * go on counting an attempt or passing a set (docs/decisions/debt-bureau-time-limit.md).
 */
export const BUREAU_TIMEOUT_MS = 4000;

export class BureauTimeoutError extends Error {
  readonly code = 'PROVIDER_TIMEOUT';
  constructor() {
    super('credit bureau: no answer in time');
  }
}

/** The bureau's answer, or a BureauTimeoutError after `ms` (the late answer is dropped). */
export function withinBureauTimeout<T>(work: Promise<T>, ms = BUREAU_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new BureauTimeoutError()), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
