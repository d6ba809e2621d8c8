import { Test } from '@nestjs/testing';
import { VAULT_CONFIG } from '../vault.config';
import { FileService } from './file.service';
import { UNRECORDED_CLEANUP_BATCH, UnrecordedFileCleanup } from './unrecorded-file-cleanup.service';

// docs/decisions/vault-unrecorded-upload-cleanup.md: the clean-up runs every
// VAULT_UNRECORDED_CLEANUP_INTERVAL_MS from the moment the module starts, and never after it stops.
describe('vault: the unrecorded-upload clean-up timer', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T04:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const moduleWith = async (config: { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: number; VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: number }) => {
    const removeUnrecordedBefore = jest.fn(async () => [] as string[]);
    const module = await Test.createTestingModule({
      providers: [UnrecordedFileCleanup, { provide: FileService, useValue: { removeUnrecordedBefore } }, { provide: VAULT_CONFIG, useValue: config }],
    }).compile();
    return { app: module, removeUnrecordedBefore };
  };

  it('starts with the module (a run every interval, files older than the age) and stops with it', async () => {
    const { app, removeUnrecordedBefore } = await moduleWith({ VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 7, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 3_600_000 });
    await jest.advanceTimersByTimeAsync(7_200_000);
    expect(removeUnrecordedBefore).not.toHaveBeenCalled(); // not started before the module
    await app.init();
    await jest.advanceTimersByTimeAsync(3_599_999);
    expect(removeUnrecordedBefore).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(removeUnrecordedBefore).toHaveBeenCalledTimes(1);
    expect(removeUnrecordedBefore).toHaveBeenCalledWith(new Date(Date.now() - 7 * 86_400_000), UNRECORDED_CLEANUP_BATCH);
    await jest.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(removeUnrecordedBefore).toHaveBeenCalledTimes(3);
    await app.close();
    await jest.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(removeUnrecordedBefore).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each([
    ['the interval is 0', { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 7, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 0 }],
    ['the age is 0', { VAULT_UNRECORDED_FILE_MAX_AGE_DAYS: 0, VAULT_UNRECORDED_CLEANUP_INTERVAL_MS: 3_600_000 }],
  ])('never runs when %s', async (_, config) => {
    const { app, removeUnrecordedBefore } = await moduleWith(config);
    await app.init();
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(removeUnrecordedBefore).not.toHaveBeenCalled();
    await app.close();
  });
});
