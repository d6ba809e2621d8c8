// A subgraph's own periodic work (a payout resubmission, a clean-up): run every `everyMs`, never
// two runs of the same job at once (a run longer than the interval makes the next tick pass), the
// process never kept alive by the timer, a failure handed to `onError` (which logs it without PII)
// and the next tick tried again.

/** Starts `job` every `everyMs` ms (0 or less: never). The function returned stops it. */
export function repeatEvery(everyMs: number, job: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  if (!(everyMs > 0)) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void Promise.resolve()
      .then(job)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
