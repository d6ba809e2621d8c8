import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { FieldValidationError, NotFoundError, idempotentResult, throwIfInvalid, withIdempotency } from '@imali/shared/nest';
import { collectErrors, toIsoDate } from '@imali/shared/validation';
import { emergencyBucketDefaults, SAME_BUCKET_MESSAGE, toCents, transferErrors, validateIdempotencyKey } from '@imali/savings/domain';
import type { TransferSavingsInput } from '../savings.inputs';
import type { TransferSavingsResultModel } from '../savings.models';
import { LedgerService } from '../ledger/ledger.service';
import { BucketEntity } from '../bucket/bucket.entity';
import { BucketReadService } from '../bucket/bucket-read.service';
import { saToday } from '../bucket/bucket-commands.service';
import { SavingsStore } from '../savings/savings.store';

/**
 * transferSavings: TRANSFER_OUT from one goal and TRANSFER_IN to another of the same savings in
 * one transaction, both buckets locked in id order. No toBucketId: the Emergency Fund, created
 * (EMERGENCY, R 10 000, one year ahead, no monthly contribution) when there is none.
 */
@Injectable()
export class TransferService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly reads: BucketReadService,
    private readonly savings: SavingsStore,
  ) {}

  async transfer(clientId: string, input: TransferSavingsInput, now = new Date()): Promise<TransferSavingsResultModel> {
    throwIfInvalid(collectErrors(input, { idempotencyKey: [validateIdempotencyKey] }));
    const scope = `transferSavings:${clientId}`;
    const earlier = await idempotentResult(this.em, input.idempotencyKey, scope);
    if (earlier) return this.answer(clientId, earlier);

    const reader = this.em.fork();
    const from = await reader.findOne(BucketEntity, { id: input.fromBucketId, clientId, savingsId: input.savingsId });
    if (!from) throw new NotFoundError('Savings goal not found');
    if (input.toBucketId !== undefined && input.toBucketId !== null) {
      if (input.toBucketId === input.fromBucketId) throw new FieldValidationError([{ field: 'toBucketId', message: SAME_BUCKET_MESSAGE }]);
      const to = await reader.findOne(BucketEntity, { id: input.toBucketId, clientId, savingsId: input.savingsId });
      if (!to) throw new NotFoundError('Savings goal not found');
    } else if (from.bucketType === 'EMERGENCY') {
      throw new FieldValidationError([{ field: 'toBucketId', message: SAME_BUCKET_MESSAGE }]);
    }

    const outcome = await withIdempotency(this.em, input.idempotencyKey, scope, async (tx) => {
      const toBucketId = input.toBucketId ?? (await this.emergencyFund(tx, clientId, from.savingsId, now));
      if (toBucketId === from.id) throw new FieldValidationError([{ field: 'toBucketId', message: SAME_BUCKET_MESSAGE }]);
      await this.ledger.lockBuckets(tx, [from.id, toBucketId]);
      const balance = await this.ledger.balanceCents(tx, from.id);
      throwIfInvalid(transferErrors({ ...input, toBucketId }, balance));
      const amountCents = toCents(input.amount);
      const transferId = randomUUID();
      await this.ledger.post(tx, { bucketId: from.id, kind: 'TRANSFER_OUT', amountCents: -amountCents, reference: transferId, transferId });
      await this.ledger.post(tx, { bucketId: toBucketId, kind: 'TRANSFER_IN', amountCents, reference: transferId, transferId });
      return transferId;
    });
    return this.answer(clientId, outcome.resultId);
  }

  /** The savings' Emergency Fund, created with the defaults when there is none (the savings row is locked first: one at a time). */
  private async emergencyFund(tx: EntityManager, clientId: string, savingsId: string, now: Date): Promise<string> {
    await this.savings.lock(tx, savingsId);
    const existing = await tx.findOne(BucketEntity, { savingsId, bucketType: 'EMERGENCY' });
    if (existing) return existing.id;
    const defaults = emergencyBucketDefaults(saToday(now));
    const bucket = tx.create(BucketEntity, {
      clientId,
      savingsId,
      name: defaults.name,
      bucketType: defaults.bucketType,
      targetAmountCents: defaults.targetAmountCents,
      desiredSavingsCents: 0,
      targetDate: toIsoDate(defaults.targetDate),
      metaData: [],
    });
    await tx.flush();
    return bucket.id;
  }

  /** Both goals of a transfer, as they are now. */
  private async answer(clientId: string, transferId: string): Promise<TransferSavingsResultModel> {
    const em = this.em.fork();
    const legs = await em.execute<{ bucket_id: string; kind: string }[]>(`select "bucket_id", "kind" from "savings"."ledger_entry" where "transfer_id" = ? and "client_id" = ?`, [transferId, clientId]);
    const fromId = legs.find((leg) => leg.kind === 'TRANSFER_OUT')?.bucket_id;
    const toId = legs.find((leg) => leg.kind === 'TRANSFER_IN')?.bucket_id;
    const fromBucket = fromId ? await this.reads.forClient(clientId, fromId, em) : null;
    const toBucket = toId ? await this.reads.forClient(clientId, toId, em) : null;
    if (!fromBucket || !toBucket) throw new NotFoundError('Transfer not found');
    return { fromBucket, toBucket };
  }
}
