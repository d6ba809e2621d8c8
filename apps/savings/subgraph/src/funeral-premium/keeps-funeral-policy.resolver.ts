import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { EntityManager } from '@mikro-orm/postgresql';
import { FieldValidationError, Identity, NotFoundError, requireClientId, type CallerIdentity } from '@imali/shared/nest';
import { BucketModel } from '../savings.models';
import { BucketReadService } from '../bucket/bucket-read.service';
import { FuneralInternalClient } from '@imali/shared/internal-contracts';

export const ONLY_FUNERAL_GOAL_MESSAGE = 'Only a Funeral goal can keep a funeral policy from lapsing';
export const POLICY_NOT_KEPT_MESSAGE = 'A cancelled or lapsed policy cannot be kept from lapsing';
const NOT_KEEPABLE_STATES = new Set(['CANCELLED', 'LAPSED']);

/**
 * The "beyond" feature (docs/decisions/savings-keeps-funeral-policy.md): the client marks one of
 * their Funeral goals to pay one of their funeral policies' premium when its debit order fails.
 * One goal keeps a policy: marking another goal for it unmarks the first.
 */
@Resolver()
export class KeepsFuneralPolicyResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: BucketReadService,
    private readonly funeral: FuneralInternalClient,
  ) {}

  @Mutation(() => BucketModel, { description: 'Marks a Funeral goal to pay this funeral policy’s premium when its debit order fails (policyId null: stop)' })
  async setBucketKeepsFuneralPolicy(
    @Args('bucketId', { type: () => ID }) bucketId: string,
    @Args('policyId', { type: () => ID, nullable: true }) policyId: string | null | undefined,
    @Identity() identity: CallerIdentity,
  ): Promise<BucketModel> {
    const clientId = requireClientId(identity);
    const bucket = await this.reads.forClient(clientId, bucketId);
    if (!bucket) throw new NotFoundError('Savings goal not found');
    if (bucket.bucketType !== 'FUNERAL') throw new FieldValidationError([{ field: 'bucketId', message: ONLY_FUNERAL_GOAL_MESSAGE }]);
    const keeps = policyId ? policyId.toLowerCase() : null;
    if (keeps) {
      const policy = await this.funeral.policySummary(identity, keeps);
      // Funeral answers staff with any policy: a goal keeps only its owner's.
      if (!policy || policy.clientId !== identity.clientId) throw new NotFoundError('Funeral policy not found');
      if (NOT_KEEPABLE_STATES.has(policy.state)) throw new FieldValidationError([{ field: 'policyId', message: POLICY_NOT_KEPT_MESSAGE }]);
    }
    await this.em.fork().transactional(async (tx) => {
      if (keeps) {
        await tx.execute(
          `update "savings"."bucket" set "keeps_funeral_policy_id" = null, "updated_at" = now(), "version" = "version" + 1 where "client_id" = ? and "keeps_funeral_policy_id" = ? and "id" <> ? and "deleted_at" is null`,
          [clientId, keeps, bucket.id],
        );
      }
      await tx.execute(`update "savings"."bucket" set "keeps_funeral_policy_id" = ?, "updated_at" = now(), "version" = "version" + 1 where "id" = ? and "client_id" = ?`, [keeps, bucket.id, clientId]);
    });
    const answer = await this.reads.forClient(clientId, bucket.id, this.em.fork());
    if (!answer) throw new NotFoundError('Savings goal not found');
    return answer;
  }
}
