// A subgraph's own periodic work (a payout resubmission, a clean-up): run every `everyMs`, never
// two runs of the same job at once (a run longer than the interval makes the next tick pass), the
// process never kept alive by the timer, a failure handed to `onError` (which logs it without PII)
// and the next tick tried again.

/**
 * Starts `job` every `everyMs` ms (0 or less: never). The function returned stops it and resolves
 * once a run in progress has finished (call it before the database closes: a run left going meets
 * a closed pool and waits out its acquire time-out, keeping the process alive).
 */
export function repeatEvery(everyMs: number, job: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  if (!(everyMs > 0)) return async () => undefined;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = Promise.resolve()
      .then(job)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
