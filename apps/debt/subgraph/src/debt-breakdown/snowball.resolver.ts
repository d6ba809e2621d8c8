import { Args, Float, Query, Resolver } from '@nestjs/graphql';
import { Identity, requireClientId, throwIfInvalid, type CallerIdentity } from '@imali/shared/nest';
import { snowballProjection, validateSnowballAmount, type PaymentPoint } from '@imali/debt/domain';
import { SnowballProjectionModel } from '../debt.models';
import { sastDate } from '../debt-clock';
import { currentObligations, domainObligation, rand } from '../credit-record/record-mapping';
import { DebtBreakdownService } from './debt-breakdown.service';

@Resolver()
export class SnowballResolver {
  constructor(private readonly breakdowns: DebtBreakdownService) {}

  @Query(() => SnowballProjectionModel, { nullable: true, description: "The signed-in client's snowball projection; null when they have no credit record yet" })
  async getSnowballProjection(
    @Args('amount', { type: () => Float, description: 'Extra rand a month, 150 to 10000, whole rand' }) amount: number,
    @Args('withDC', { type: () => Boolean, description: 'On top of the debt-counselling plan' }) withDC: boolean,
    @Identity() identity: CallerIdentity,
  ): Promise<SnowballProjectionModel | null> {
    const clientId = requireClientId(identity);
    const message = validateSnowballAmount(amount);
    throwIfInvalid(message ? [{ field: 'amount', message }] : []);
    const row = await this.breakdowns.recordFor(clientId);
    if (!row?.record) return null;
    const projection = snowballProjection(currentObligations(row.record).map(domainObligation), Math.round(amount * 100), withDC, sastDate(), {
      underDebtCounselling: row.record.hasDebtCounselling,
    });
    const points = (payments: readonly PaymentPoint[]) => payments.map((p) => ({ date: p.date, payment: rand(p.payment) }));
    return { payment: rand(projection.payment), payments: points(projection.payments), interestSaved: rand(projection.interestSaved) };
  }
}
