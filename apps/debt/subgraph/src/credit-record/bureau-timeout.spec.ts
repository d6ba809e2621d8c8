import { BureauTimeoutError, withinBureauTimeout } from './bureau-timeout';

describe('withinBureauTimeout', () => {
  it('passes an answer in time through', async () => {
    await expect(withinBureauTimeout(Promise.resolve('record'), 50)).resolves.toBe('record');
  });

  it('fails a call that takes too long (a hung bureau becomes the spec’s error, not a hung request)', async () => {
    const late = new Promise((resolve) => setTimeout(() => resolve('late'), 200));
    await expect(withinBureauTimeout(late, 20)).rejects.toBeInstanceOf(BureauTimeoutError);
  });

  it('passes the bureau’s own failure through', async () => {
    await expect(withinBureauTimeout(Promise.reject(Object.assign(new Error('down'), { code: 'PROVIDER_UNAVAILABLE' })), 50)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
