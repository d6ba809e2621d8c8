import type { EntityManager } from '@mikro-orm/postgresql';
import { SandboxPaymentsProvider } from '@imali/integrations/payments';
import type { LedgerService } from '../ledger/ledger.service';
import type { SavingsIdentityClient } from '../savings-identity.client';
import type { SavingsConfig } from '../savings.config';
import { WithdrawalService } from './withdrawal.service';

// Shutting down while the resubmit pass runs: the pass finishes before the database closes
// (MikroORM closes on application shutdown, after onModuleDestroy), and none starts after.
// (A payout result being settled: withdrawal-payout-retry.int-spec.ts.)
describe('WithdrawalService shutting down', () => {
  it('waits for the resubmit pass that is running, and starts no other', async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    let passes = 0;
    class Held extends WithdrawalService {
      override async resubmitProcessing() {
        passes += 1;
        started();
        await held;
        return 0;
      }
    }
    const payments = new SandboxPaymentsProvider();
    const config = { INTERNAL_AUTH_SECRET: 'x'.repeat(32), IDENTITY_INTERNAL_URL: 'http://127.0.0.1:1', SAVINGS_PAYOUT_RESUBMIT_MS: 20 } satisfies SavingsConfig;
    const service = new Held({} as EntityManager, {} as LedgerService, {} as SavingsIdentityClient, payments, config);
    service.onApplicationBootstrap();
    await isStarted;

    let stopped = false;
    const stopping = service.onModuleDestroy().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    letGo();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(passes).toBe(1);
    payments.onModuleDestroy();
  });
});
