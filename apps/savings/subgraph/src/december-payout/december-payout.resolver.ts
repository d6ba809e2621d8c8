import { Field, Float, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { EntityManager } from '@mikro-orm/postgresql';
import { BucketModel } from '../savings.models';

@ObjectType('DecemberPayout', { description: 'What the December Fund payout did on the goal’s payout date (docs/decisions/savings-december-payout.md)' })
export class DecemberPayoutModel {
  @Field(() => String, { description: 'YYYY-MM-DD' }) payoutDate!: string;
  @Field(() => String, { description: 'PAID_OUT (a withdrawal to the savings payment account), NOTHING_TO_PAY (zero balance) or NO_ACCOUNT (no payment account: nothing paid)' }) status!: string;
  @Field(() => Float, { description: 'The balance on the day, in rand' }) amount!: number;
}

/** Bucket.decemberPayout: only on goals the caller already reached through their own savings. */
@Resolver(() => BucketModel)
export class DecemberPayoutResolver {
  constructor(private readonly em: EntityManager) {}

  @ResolveField(() => DecemberPayoutModel, { nullable: true, description: 'YEAR_END: the payout made for the current payout date; null before it (or for other goals)' })
  async decemberPayout(@Parent() bucket: BucketModel): Promise<DecemberPayoutModel | null> {
    if (bucket.bucketType !== 'YEAR_END' || !bucket.payoutDate) return null;
    const [row] = await this.em.getConnection().execute<{ payout_date: string; status: string; amount_cents: number }[]>(
      `select to_char("payout_date", 'YYYY-MM-DD') as payout_date, "status", "amount_cents" from "savings"."december_payout" where "bucket_id" = ? and "payout_date" = ?::date`,
      [bucket.id, bucket.payoutDate],
    );
    return row ? { payoutDate: row.payout_date, status: row.status, amount: row.amount_cents / 100 } : null;
  }
}
