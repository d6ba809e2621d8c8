import { Args, Field, Float, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { EntityManager } from '@mikro-orm/postgresql';
import { Identity, requireStaff, STAFF_LIST_DEFAULT, STAFF_LIST_MAX, staffListLimit, type CallerIdentity } from '@imali/shared/nest';
import { OPERATIONS_COLLECTION_REFUSALS } from '@imali/shared/identity-contract';

@ObjectType('SavingsCollectionNeedingOperations', { description: 'A FAILED savings collection refused because of our own data (OPERATIONS_COLLECTION_REFUSALS): ids only, no client details' })
export class SavingsCollectionNeedingOperationsModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) savingsId!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) collectionDate!: string;
  @Field(() => Float, { description: 'The collection in rand' }) amount!: number;
  @Field(() => String, { description: "Identity's refusal code (NOT_FOUND, INVALID, REFERENCE_IN_USE)" }) failureReason!: string;
}

/** Staff with OPERATIONS list the collections they must look at (docs/decisions/savings-collection-failed-sms.md). */
@Resolver()
export class SavingsCollectionsNeedingOperationsResolver {
  constructor(private readonly em: EntityManager) {}

  @Query(() => [SavingsCollectionNeedingOperationsModel], { description: "Staff with OPERATIONS only: FAILED savings collections identity refused because of our own data, newest first" })
  async savingsCollectionsNeedingOperations(
    @Args('limit', { type: () => Int, nullable: true, defaultValue: STAFF_LIST_DEFAULT, description: `1 to ${STAFF_LIST_MAX}` }) limit: number | null,
    @Identity() identity: CallerIdentity,
  ): Promise<SavingsCollectionNeedingOperationsModel[]> {
    requireStaff(identity, 'OPERATIONS');
    const take = staffListLimit(limit);
    const rows = await this.em.getConnection().execute<{ id: string; savings_id: string; collection_date: string; amount_cents: number; failure_reason: string }[]>(
      `select c."id", c."savings_id", to_char(c."collection_date", 'YYYY-MM-DD') as collection_date, c."amount_cents", c."failure_reason"
       from "savings"."savings_collection" c
       where c."status" = 'FAILED' and c."failure_reason" in (${OPERATIONS_COLLECTION_REFUSALS.map(() => '?').join(', ')})
       order by c."collection_date" desc, c."created_at" desc, c."id" desc limit ?`,
      [...OPERATIONS_COLLECTION_REFUSALS, take],
    );
    return rows.map((row) => ({ id: row.id, savingsId: row.savings_id, collectionDate: row.collection_date, amount: row.amount_cents / 100, failureReason: row.failure_reason }));
  }
}
