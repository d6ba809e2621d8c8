import { Args, Field, Float, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { EntityManager } from '@mikro-orm/postgresql';
import { Identity, requireStaff, STAFF_LIST_DEFAULT, STAFF_LIST_MAX, staffListLimit, type CallerIdentity } from '@imali/shared/nest';

@ObjectType('PremiumCollectionNeedingOperations', { description: 'A premium collection refused because of our own data (outcome NEEDS_OPERATIONS): ids only, no client details' })
export class PremiumCollectionNeedingOperationsModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) policyId!: string;
  @Field(() => String) policyNumber!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) collectionDate!: string;
  @Field(() => Float, { description: 'The premium in rand' }) amount!: number;
  @Field(() => String, { nullable: true, description: "Identity's refusal code (NOT_FOUND, INVALID, REFERENCE_IN_USE)" }) failureReason!: string | null;
}

/** Staff with OPERATIONS list the premiums they must look at (docs/decisions/funeral-premium-needs-operations.md). */
@Resolver()
export class PremiumCollectionsNeedingOperationsResolver {
  constructor(private readonly em: EntityManager) {}

  @Query(() => [PremiumCollectionNeedingOperationsModel], { description: 'Staff with OPERATIONS only: premium collections that need operations (outcome NEEDS_OPERATIONS), newest first' })
  async premiumCollectionsNeedingOperations(
    @Args('limit', { type: () => Int, nullable: true, defaultValue: STAFF_LIST_DEFAULT, description: `1 to ${STAFF_LIST_MAX}` }) limit: number | null,
    @Identity() identity: CallerIdentity,
  ): Promise<PremiumCollectionNeedingOperationsModel[]> {
    requireStaff(identity, 'OPERATIONS');
    const take = staffListLimit(limit);
    const rows = await this.em.getConnection().execute<{ id: string; policy_id: string; policy_number: string; collection_date: string; amount_cents: number; failure_reason: string | null }[]>(
      `select c."id", c."policy_id", p."policy_number", to_char(c."collection_date", 'YYYY-MM-DD') as collection_date, c."amount_cents", c."failure_reason"
       from "funeral"."premium_collection" c join "funeral"."funeral_policy" p on p."id" = c."policy_id"
       where c."outcome" = 'NEEDS_OPERATIONS'
       order by c."collection_date" desc, c."created_at" desc, c."id" desc limit ?`,
      [take],
    );
    return rows.map((row) => ({ id: row.id, policyId: row.policy_id, policyNumber: row.policy_number, collectionDate: row.collection_date, amount: row.amount_cents / 100, failureReason: row.failure_reason }));
  }
}
