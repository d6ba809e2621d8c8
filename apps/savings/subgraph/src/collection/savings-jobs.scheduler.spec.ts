import type { MikroORM } from '@mikro-orm/core';
import type { CollectionConfig } from './collection.config';
import type { SavingsCollectionJob } from './savings-collection.job';
import type { EftMatchJob } from '../eft/eft-match.job';
import type { DecemberPayoutJob } from '../december-payout/december-payout.job';
import { SavingsJobsScheduler } from './savings-jobs.scheduler';

// Shutting down while a scheduled pass runs: the pass finishes before the database closes
// (MikroORM closes on application shutdown, after beforeApplicationShutdown), and none starts after.
describe('SavingsJobsScheduler shutting down', () => {
  const config: CollectionConfig = {
    SAVINGS_JOBS: 'on',
    SAVINGS_COLLECTION_INTERVAL_MS: 86_400_000,
    SAVINGS_COLLECTION_WAIT_MS: 0,
    SAVINGS_EFT_INTERVAL_MS: 86_400_000,
    SAVINGS_DECEMBER_PAYOUT_INTERVAL_MS: 1000,
  };

  it('waits for the pass that is running, and starts no other', async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    let passes = 0;
    class Held extends SavingsJobsScheduler {
      override async runDecemberPayout() {
        passes += 1;
        started();
        await held;
        return null;
      }
    }
    const scheduler = new Held({} as MikroORM, {} as SavingsCollectionJob, {} as EftMatchJob, {} as DecemberPayoutJob, config);
    scheduler.onApplicationBootstrap();
    await isStarted;

    let stopped = false;
    const stopping = scheduler.beforeApplicationShutdown().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    letGo();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(passes).toBe(1);
  });
});
