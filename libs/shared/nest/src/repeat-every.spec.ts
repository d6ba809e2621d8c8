import { repeatEvery } from './repeat-every';

describe('repeatEvery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the job every interval until stopped', async () => {
    const job = jest.fn().mockResolvedValue(undefined);
    const stop = repeatEvery(1000, job, () => undefined);
    expect(job).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(3000);
    expect(job).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('never starts a run while the last one is still going', async () => {
    let finish: () => void = () => undefined;
    const job = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(1000, job, () => undefined);
    await jest.advanceTimersByTimeAsync(3500);
    expect(job).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stopping waits for a run in progress, and starts no other', async () => {
    let finish: () => void = () => undefined;
    const job = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(1000, job, () => undefined);
    await jest.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(3000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(job).toHaveBeenCalledTimes(1);
    await expect(repeatEvery(0, job, () => undefined)()).resolves.toBeUndefined();
  });

  it('hands a failure to onError and tries again at the next tick', async () => {
    const errors: unknown[] = [];
    const job = jest.fn().mockRejectedValueOnce(new Error('store down')).mockResolvedValue(undefined);
    const stop = repeatEvery(1000, job, (error) => errors.push(error));
    await jest.advanceTimersByTimeAsync(2000);
    expect(errors).toEqual([new Error('store down')]);
    expect(job).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing for an interval of 0', async () => {
    const job = jest.fn().mockResolvedValue(undefined);
    const stop = repeatEvery(0, job, () => undefined);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(job).not.toHaveBeenCalled();
    stop();
  });
});
