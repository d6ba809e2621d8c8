import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { NotFoundError, idempotentResult, repeatEvery, throwIfInvalid, withIdempotency } from '@imali/shared/nest';
import { tellClient } from '@imali/shared/identity-contract';
import { collectErrors } from '@imali/shared/validation';
import { isIntegrationError } from '@imali/integrations/core';
import { PaymentsProvider, type PayoutResult } from '@imali/integrations/payments';
import { formatCents, toCents, validateIdempotencyKey, withdrawalErrors, type WithdrawalStatus } from '@imali/savings/domain';
import type { WithdrawSavingsInput } from '../savings.inputs';
import type { WithdrawalModel } from '../savings.models';
import { LedgerService } from '../ledger/ledger.service';
import { SavingsIdentityClient } from '../savings-identity.client';
import { SAVINGS_CONFIG, type SavingsConfig } from '../savings.config';
import { BucketEntity } from '../bucket/bucket.entity';
import { decemberPayoutMessage } from '../december-payout/december-payout-messages';
import { WithdrawalEntity } from './withdrawal.entity';

export function toWithdrawalModel(entity: WithdrawalEntity): WithdrawalModel {
  return {
    id: entity.id,
    bucketId: entity.bucketId,
    amount: entity.amountCents / 100,
    status: entity.status,
    bankAccountId: entity.bankAccountId,
    requestedAt: entity.createdAt,
    releasedAt: entity.releasedAt ?? null,
  };
}

/** Why a withdrawal failed whose bank account left the client's profile before it could be paid. */
export const WITHDRAWAL_ACCOUNT_GONE = 'The bank account is no longer on your profile';

/** The message's key: identity sends a key once, so a result delivered again does not text twice. */
const withdrawalMessageKey = (withdrawal: Pick<WithdrawalEntity, 'id' | 'status'>) => `savings-withdrawal-${withdrawal.status.toLowerCase()}:${withdrawal.id}`;

/** What the client is told when a withdrawal settles (no account number or other detail in it). */
export function withdrawalMessage(status: Exclude<WithdrawalStatus, 'PROCESSING'>, amountCents: number): { subject: string; body: string } {
  const amount = formatCents(amountCents);
  return status === 'RELEASED'
    ? { subject: 'Savings withdrawal released', body: `Imali: your savings withdrawal of ${amount} has been released to your bank account.` }
    : { subject: 'Savings withdrawal not paid', body: `Imali: your savings withdrawal of ${amount} could not be paid into your bank account. The money is back in your savings goal.` };
}

/**
 * withdrawSavings: the WITHDRAWAL debit and the PROCESSING withdrawal in one transaction under
 * the bucket's lock (two at once cannot overdraw it), then the payout. The provider's result
 * marks it RELEASED, or FAILED with a WITHDRAWAL_REVERSAL, and the client is told.
 */
@Injectable()
export class WithdrawalService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SavingsWithdrawals');
  private stopResubmitting: () => Promise<void> = async () => undefined;
  /** Payout results being settled now: shutting down waits for them (and the resubmit pass running) before the database closes. */
  private readonly settling = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly identity: SavingsIdentityClient,
    private readonly payments: PaymentsProvider,
    @Inject(SAVINGS_CONFIG) private readonly config: SavingsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.payments.onPayoutResult((result) => this.settleWhileRunning(result));
    this.stopResubmitting = repeatEvery(
      this.config.SAVINGS_PAYOUT_RESUBMIT_MS,
      () => this.resubmitProcessing(),
      (error) => this.logger.warn(`resubmitting payouts failed: ${String(error)}`),
    );
  }

  /**
   * Before the database closes (MikroORM closes on application shutdown, after this): no result is
   * taken any more, no resubmit pass starts, and the settles and the pass running finish. One left
   * running met a closed pool and waited out its 60 s acquire time-out, keeping the process alive.
   */
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([this.stopResubmitting(), ...this.settling]);
  }

  /** A result that comes while shutting down is refused: the provider calls again, or the resubmit pass reads it from the provider later. */
  private settleWhileRunning(result: PayoutResult): Promise<void> {
    if (this.stopping) return Promise.reject(new Error('savings is shutting down; the payout result is taken later'));
    return this.tracked(this.settle(result));
  }

  private tracked<T>(work: Promise<T>): Promise<T> {
    const run = work.finally(() => this.settling.delete(run));
    this.settling.add(run);
    return run;
  }

  async withdraw(clientId: string, input: WithdrawSavingsInput): Promise<WithdrawalModel> {
    throwIfInvalid(collectErrors(input, { idempotencyKey: [validateIdempotencyKey] }));
    const scope = `withdrawSavings:${clientId}`;
    const earlier = await idempotentResult(this.em, input.idempotencyKey, scope);
    if (earlier) return this.afterCommit(clientId, earlier);

    // The goal must be the client's and in the savings named; anything else is NOT_FOUND, as a missing one.
    const bucket = await this.em.fork().findOne(BucketEntity, { id: input.bucketId, clientId, savingsId: input.savingsId });
    if (!bucket) throw new NotFoundError('Savings goal not found');
    // The rules that need no balance first; the amount is judged against the balance under the lock.
    throwIfInvalid(withdrawalErrors(input, 0).filter((e) => e.field === 'savingsId' || e.field === 'bankAccountId'));
    const account = await this.identity.payoutBankAccount(clientId, input.bankAccountId);
    if (!account) throw new NotFoundError('Bank account not found');

    const outcome = await withIdempotency(this.em, input.idempotencyKey, scope, async (tx) => {
      await this.ledger.lockBuckets(tx, [bucket.id]);
      const balance = await this.ledger.balanceCents(tx, bucket.id);
      throwIfInvalid(withdrawalErrors(input, balance));
      const withdrawal = await this.record(tx, bucket, toCents(input.amount), input.bankAccountId);
      return withdrawal.id;
    });
    return this.afterCommit(clientId, outcome.resultId, account);
  }

  /**
   * The withdrawal itself, inside the caller's transaction with the bucket locked and the amount
   * judged against its balance: the PROCESSING withdrawal and its WITHDRAWAL debit (the ledger
   * refuses a debit the balance does not cover). Used by withdrawSavings and the December payout;
   * after the commit, `payOut` asks for the payout.
   */
  async record(tx: EntityManager, bucket: Pick<BucketEntity, 'id' | 'clientId' | 'savingsId'>, amountCents: number, bankAccountId: string): Promise<WithdrawalEntity> {
    const withdrawal = tx.create(WithdrawalEntity, {
      clientId: bucket.clientId,
      savingsId: bucket.savingsId,
      bucketId: bucket.id,
      status: 'PROCESSING',
      amountCents,
      bankAccountId,
      payoutReference: '',
    });
    withdrawal.payoutReference = withdrawal.id;
    await this.ledger.post(tx, { bucketId: bucket.id, kind: 'WITHDRAWAL', amountCents: -amountCents, reference: withdrawal.id, withdrawalId: withdrawal.id });
    return withdrawal;
  }

  /** After the commit of `record`: the payout is asked for (the same reference is one payout; a failed ask is retried by the resubmit pass). */
  payOut(clientId: string, withdrawalId: string, account?: { accountNo: string; branchCode: string; accountHolderName: string | null } | null): Promise<WithdrawalModel> {
    return this.afterCommit(clientId, withdrawalId, account);
  }

  /** The client's withdrawals in these savings, newest first. */
  async list(savingsId: string, limit: number): Promise<WithdrawalModel[]> {
    const take = Number.isInteger(limit) ? Math.min(100, Math.max(0, limit)) : 20;
    if (take === 0) return [];
    const rows = await this.em.fork().find(WithdrawalEntity, { savingsId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: take });
    return rows.map(toWithdrawalModel);
  }

  /**
   * A payout's result (the provider's callback): PROCESSING becomes RELEASED, or FAILED with the
   * money put back (WITHDRAWAL_REVERSAL); then the client is told (once per withdrawal and
   * outcome, even when the callback comes again).
   */
  async settle(result: PayoutResult): Promise<void> {
    const settled = await this.em.fork().transactional(async (tx) => {
      const withdrawal = await tx.findOne(WithdrawalEntity, { payoutReference: result.reference }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!withdrawal) {
        this.logger.warn('a payout result for an unknown withdrawal was ignored');
        return null;
      }
      if (withdrawal.status === 'PROCESSING') {
        if (result.status === 'RELEASED') {
          withdrawal.status = 'RELEASED';
          withdrawal.releasedAt = result.at;
        } else {
          withdrawal.status = 'FAILED';
          withdrawal.failureReason = (result.reason ?? 'The payment failed').slice(0, 200);
          await this.ledger.post(tx, { bucketId: withdrawal.bucketId, kind: 'WITHDRAWAL_REVERSAL', amountCents: withdrawal.amountCents, reference: withdrawal.id, withdrawalId: withdrawal.id });
        }
      }
      return withdrawal;
    });
    if (!settled || settled.status === 'PROCESSING' || settled.notifiedAt) return;
    // A failure here throws: the provider calls again, and the retry pass tells the client later (the key sends once).
    await this.tell(settled);
  }

  /**
   * The settled withdrawal's SMS: a December Fund payout's own words (the payout job made it:
   * its december_payout row names it; looked up on the row's unique bucket and date index), else
   * the client withdrawal's.
   */
  private async messageFor(withdrawal: Pick<WithdrawalEntity, 'id' | 'bucketId' | 'amountCents'> & { status: Exclude<WithdrawalStatus, 'PROCESSING'> }): Promise<{ subject: string; body: string }> {
    const payouts = await this.em.getConnection().execute<{ one: number }[]>(`select 1 as one from "savings"."december_payout" where "bucket_id" = ? and "withdrawal_id" = ? limit 1`, [withdrawal.bucketId, withdrawal.id]);
    return payouts.length > 0 ? decemberPayoutMessage(withdrawal.status, withdrawal.amountCents) : withdrawalMessage(withdrawal.status, withdrawal.amountCents);
  }

  /** The SMS for a settled withdrawal (identity sends a key once); recorded so it is not asked again. */
  private async tell(withdrawal: Pick<WithdrawalEntity, 'id' | 'clientId' | 'bucketId' | 'status' | 'amountCents'>): Promise<void> {
    if (withdrawal.status === 'PROCESSING') return;
    const message = await this.messageFor({ ...withdrawal, status: withdrawal.status });
    // false: identity has no cell number for the client (nothing more to try).
    await this.identity.sendClientMessage({ clientId: withdrawal.clientId, key: withdrawalMessageKey(withdrawal), channel: 'SMS', subject: message.subject, body: message.body });
    await this.em.getConnection().execute(`update "savings"."withdrawal" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [withdrawal.id], 'run');
  }

  /** Settled withdrawals whose client was not told (identity was down when the result came) are told now; identity still down leaves the rest for the next pass. */
  async tellUntold(): Promise<number> {
    const rows = await this.em.fork().find(WithdrawalEntity, { status: { $in: ['RELEASED', 'FAILED'] }, notifiedAt: null }, { limit: 100, orderBy: { createdAt: 'asc' } });
    let told = 0;
    for (const row of rows) {
      if (row.status === 'PROCESSING') continue;
      const message = await this.messageFor({ id: row.id, bucketId: row.bucketId, amountCents: row.amountCents, status: row.status });
      const outcome = await tellClient(this.identity, { clientId: row.clientId, key: withdrawalMessageKey(row), channel: 'SMS', subject: message.subject, body: message.body }, (entry) => this.logger.error(entry));
      // Identity down: the rest wait for the next pass. One message refused (logged): the others still go.
      if (outcome === 'UNAVAILABLE') break;
      if (outcome === 'REFUSED') continue;
      await this.em.getConnection().execute(`update "savings"."withdrawal" set "notified_at" = now() where "id" = ? and "notified_at" is null`, [row.id], 'run');
      told += 1;
    }
    return told;
  }

  /**
   * Withdrawals still PROCESSING for more than a minute: their payout call failed (the provider
   * unreachable or answering an error) or its result never reached us (a callback lost while
   * savings was down). Each is reconciled with the provider: a result it already has is settled
   * as its callback would have been; a payout it does not know is asked for again (the same
   * reference is one payout), or, when its bank account is no longer the client's, failed with the
   * money put back; one it is still processing is left alone. One withdrawal that cannot
   * be reconciled now (provider or identity down) does not stop the others; the next pass tries again.
   * Then the clients of settled withdrawals not yet told are told.
   */
  async resubmitProcessing(olderThanMs = 60_000): Promise<number> {
    const rows = await this.em.fork().find(WithdrawalEntity, { status: 'PROCESSING', createdAt: { $lt: new Date(Date.now() - olderThanMs) } }, { limit: 100, orderBy: { createdAt: 'asc' } });
    for (const row of rows) {
      try {
        const known = await this.payments.payoutStatus(row.payoutReference);
        if (known?.status === 'RELEASED' || known?.status === 'FAILED') {
          await this.settle(known);
          continue;
        }
        if (known) continue;
        const account = await this.identity.payoutBankAccount(row.clientId, row.bankAccountId);
        if (account) await this.requestPayout(row, account);
        // The provider never had it and the account is no longer the client's (removed since):
        // nothing can be paid, so it fails as a payout would, the money back in the goal, and the client is told.
        else await this.settle({ reference: row.payoutReference, providerReference: '', status: 'FAILED', reason: WITHDRAWAL_ACCOUNT_GONE, amountCents: row.amountCents, at: new Date() });
      } catch (error) {
        this.logger.warn(`a processing withdrawal could not be reconciled now; the next pass tries again (${isIntegrationError(error) ? error.message : error instanceof Error ? error.name : 'unknown error'})`);
      }
    }
    await this.tellUntold();
    return rows.length;
  }

  /** After the commit (or for a replayed key): the payout is asked for (again: the same reference is one payout). */
  private async afterCommit(clientId: string, withdrawalId: string, account?: { accountNo: string; branchCode: string; accountHolderName: string | null } | null): Promise<WithdrawalModel> {
    const withdrawal = await this.em.fork().findOne(WithdrawalEntity, { id: withdrawalId, clientId });
    if (!withdrawal) throw new NotFoundError('Withdrawal not found');
    if (withdrawal.status === 'PROCESSING') {
      const bank = account ?? (await this.identity.payoutBankAccount(clientId, withdrawal.bankAccountId));
      if (bank) await this.requestPayout(withdrawal, bank);
    }
    return toWithdrawalModel(withdrawal);
  }

  private async requestPayout(withdrawal: WithdrawalEntity, account: { accountNo: string; branchCode: string; accountHolderName: string | null }): Promise<void> {
    try {
      await this.payments.payout({
        reference: withdrawal.payoutReference,
        amountCents: withdrawal.amountCents,
        bankAccount: { accountNo: account.accountNo, branchCode: account.branchCode, accountHolderName: account.accountHolderName ?? '' },
      });
    } catch (error) {
      // The withdrawal stays PROCESSING (its money held back); the resubmit pass asks again.
      this.logger.warn(`payout request failed for a withdrawal; it will be retried (${error instanceof Error ? error.message : 'unknown error'})`);
    }
  }
}
