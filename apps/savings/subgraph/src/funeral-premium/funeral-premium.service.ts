import type { EntityManager } from '@mikro-orm/postgresql';
import { InsufficientBalanceError, type LedgerService } from '../ledger/ledger.service';
import type { FuneralPremiumRequest, FuneralPremiumResponse } from '@imali/shared/internal-contracts';

/** The ledger reference of a premium paid for funeral's collection `reference`. */
export const funeralPremiumReference = (reference: string) => `funeral-premium:${reference}`;

/**
 * Pays a funeral premium from the client's Funeral goal that keeps the policy, in one transaction:
 * the goal row is locked, an earlier payment of the same reference is answered as PAID (nothing
 * posted again), and LedgerService.post refuses a debit below zero (INSUFFICIENT_BALANCE, nothing
 * posted). Two calls with the same reference at once: the second waits for the lock and finds the
 * entry posted.
 */
export async function payFuneralPremium(em: EntityManager, ledger: LedgerService, request: FuneralPremiumRequest): Promise<FuneralPremiumResponse> {
  return em.transactional(async (tx) => {
    const [bucket] = await tx.execute<{ id: string; name: string }[]>(
      `select "id", "name" from "savings"."bucket"
       where "client_id" = ? and "keeps_funeral_policy_id" = ? and "bucket_type" = 'FUNERAL' and "deleted_at" is null
       order by "created_at", "id" limit 1 for update`,
      [request.clientId, request.policyId],
    );
    const reference = funeralPremiumReference(request.reference);
    if (!bucket) {
      // The goal may have stopped keeping the policy after it paid: still PAID for that reference.
      const [paid] = await tx.execute<{ id: string; name: string }[]>(
        `select b."id", b."name" from "savings"."ledger_entry" e join "savings"."bucket" b on b."id" = e."bucket_id"
         where e."kind" = 'FUNERAL_PREMIUM' and e."reference" = ? and e."client_id" = ?`,
        [reference, request.clientId],
      );
      return paid ? { outcome: 'PAID', bucketId: paid.id, bucketName: paid.name } : { outcome: 'NO_BUCKET', bucketId: null, bucketName: null };
    }
    try {
      await ledger.post(tx, { bucketId: bucket.id, kind: 'FUNERAL_PREMIUM', amountCents: -request.amountCents, reference });
    } catch (error) {
      if (error instanceof InsufficientBalanceError) return { outcome: 'INSUFFICIENT_BALANCE', bucketId: bucket.id, bucketName: bucket.name };
      throw error;
    }
    return { outcome: 'PAID', bucketId: bucket.id, bucketName: bucket.name };
  });
}
