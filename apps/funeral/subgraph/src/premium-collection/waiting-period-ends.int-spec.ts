import { randomUUID } from 'node:crypto';
import { DebitOrderCollectionJob, IdentityInternalClient } from '@imali/shared/identity-contract';
import { SavingsInternalClient } from '@imali/shared/internal-contracts';
import { clientIdentity, startTestSubgraph, TEST_INTERNAL_SECRET, type TestSubgraph } from '@imali/shared/testing';
import { definition } from '../subgraph.definition';
import { FuneralPolicyEntity } from '../funeral-policy/funeral-policy.entity';
import { PolicyMemberEntity } from '../funeral-policy/policy-member.entity';
import { PremiumCollectionJob } from './premium-collection.job';

// A life leaves its waiting period (docs/decisions/funeral-waiting-period-ends.md). Every spec file
// shares one database and the job is global, so this file's lives started cover in 2200, which no
// run for today reaches, and each step is scoped to this file's policies (policyIds) with an
// injected today.
describe('the natural-death waiting period served: IN_WAITING_PERIOD lives become COVERED', () => {
  let funeral: TestSubgraph;
  let job: PremiumCollectionJob;
  const mine: string[] = [];

  beforeAll(async () => {
    funeral = await startTestSubgraph(definition, { IDENTITY_INTERNAL_URL: 'http://127.0.0.1:9', SAVINGS_INTERNAL_URL: 'http://127.0.0.1:9' });
    // Identity and savings are never called by this step.
    job = new PremiumCollectionJob({ em: funeral.em() }, new IdentityInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET }), new SavingsInternalClient({ baseUrl: 'http://127.0.0.1:9', secret: TEST_INTERNAL_SECRET }));
  }, 120_000);
  afterAll(async () => {
    await funeral?.close();
  });

  /** A policy activated at `activated` (an instant) with lives `members` (state, when added); the holder added with the sale, a month before. */
  async function policy(activated: string | null, members: { name: string; state: string; added?: string }[], state = 'ACTIVE'): Promise<{ id: string; clientId: string }> {
    const em = funeral.em().fork();
    const clientId = randomUUID();
    const entity = em.create(FuneralPolicyEntity, {
      clientId,
      policyNumber: `WP-${randomUUID().slice(0, 8)}`,
      state: state as FuneralPolicyEntity['state'],
      coverAmount: 20_000,
      currentPremiumTotal: 100,
      firstActivated: activated ? new Date(activated) : null,
    });
    for (const m of members) {
      em.create(PolicyMemberEntity, {
        policy: entity,
        firstNames: m.name,
        surname: 'Waiting',
        memberType: m.name === 'Holder' ? 'POLICY_HOLDER' : 'CHILD',
        coverAmount: 10_000,
        premium: 10,
        state: m.state as PolicyMemberEntity['state'],
        createdAt: new Date(m.added ?? '2200-07-31T08:00:00Z'),
      });
    }
    await em.flush();
    mine.push(entity.id);
    return { id: entity.id, clientId };
  }

  const lives = async (policyId: string) =>
    Object.fromEntries(
      (await funeral.em().getConnection().execute<{ first_names: string; state: string }[]>(`select "first_names", "state" from "funeral"."policy_member" where "policy_id" = ? order by "first_names"`, [policyId])).map((m) => [m.first_names, m.state]),
    );
  const versions = async (policyId: string) =>
    (await funeral.em().getConnection().execute<{ version: number }[]>(`select "version" from "funeral"."policy_member" where "policy_id" = ? order by "first_names"`, [policyId])).map((m) => m.version);
  /** The step for `day`, as a run on that day does it, on these policies only. */
  const endOn = (day: string, policyIds: string[] = mine, date = day) => job.endWaitingPeriods(date, { today: day, policyIds });

  it('COVERED on the day 6 calendar months after the cover started (SAST), not the day before; a month end counts to the shorter month’s last day', async () => {
    // Activated 31 August 2200 (10:00 SAST): covered for natural death from 28 February 2201.
    const august = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }]);
    // Activated 22:30 UTC on 31 August: 1 September in South Africa, so covered from 1 March.
    const lateNight = await policy('2200-08-31T22:30:00Z', [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }]);
    const both = [august.id, lateNight.id];

    expect(await endOn('2201-02-27', both)).toBe(0);
    expect(await lives(august.id)).toEqual({ Holder: 'IN_WAITING_PERIOD' });
    expect(await endOn('2201-02-28', both)).toBe(1);
    expect(await lives(august.id)).toEqual({ Holder: 'COVERED' });
    expect(await lives(lateNight.id)).toEqual({ Holder: 'IN_WAITING_PERIOD' });
    expect(await endOn('2201-03-01', both)).toBe(1);
    expect(await lives(lateNight.id)).toEqual({ Holder: 'COVERED' });

    // The page reads it: Covered, and still counted as covered.
    const read = await funeral.graphql<{ funeral: { livesCovered: { firstNames: string; state: string; covered: boolean }[] } }>(
      `query($id: ID!) { funeral(id: $id) { livesCovered { firstNames state covered } } }`,
      { id: august.id },
      clientIdentity(august.clientId),
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.funeral.livesCovered).toEqual([{ firstNames: 'Holder', state: 'COVERED', covered: true }]);
  });

  it('a run dated after today ends only what is served by today: the calendar decides, not the run’s date', async () => {
    const p = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }]);
    expect(await endOn('2201-02-27', [p.id], '2201-12-31')).toBe(0);
    expect(await lives(p.id)).toEqual({ Holder: 'IN_WAITING_PERIOD' });
  });

  it('a life added later counts from the day it was added; one added before the activation from the activation', async () => {
    const p = await policy('2200-08-31T08:00:00Z', [
      { name: 'Holder', state: 'IN_WAITING_PERIOD' },
      // Added on 15 October 2200 (SAST) to the policy in force.
      { name: 'Later', state: 'IN_WAITING_PERIOD', added: '2200-10-15T06:00:00Z' },
      // Added in force before the member change gave such lives IN_WAITING_PERIOD: still INITIAL.
      { name: 'Legacy', state: 'INITIAL', added: '2200-11-20T06:00:00Z' },
    ]);
    expect(await endOn('2201-02-28', [p.id])).toBe(1);
    expect(await lives(p.id)).toEqual({ Holder: 'COVERED', Later: 'IN_WAITING_PERIOD', Legacy: 'INITIAL' });
    expect(await endOn('2201-04-14', [p.id])).toBe(0);
    expect(await endOn('2201-04-15', [p.id])).toBe(1);
    expect(await lives(p.id)).toEqual({ Holder: 'COVERED', Later: 'COVERED', Legacy: 'INITIAL' });
    expect(await endOn('2201-05-19', [p.id])).toBe(0);
    expect(await endOn('2201-05-20', [p.id])).toBe(1);
    expect(await lives(p.id)).toEqual({ Holder: 'COVERED', Later: 'COVERED', Legacy: 'COVERED' });
  });

  it('a policy on missed payment is still in force; lapsed, cancelled, not yet activated or activated at an unknown time: nothing changes', async () => {
    const grace = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }], 'ON_RISK_GRACE');
    // A lapse or cancellation took its lives off cover; a life left behind in a waiting state is not covered either.
    const lapsed = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'COVER_LAPSED' }, { name: 'Stray', state: 'IN_WAITING_PERIOD' }], 'LAPSED');
    const cancelled = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'POLICY_CANCELLED' }, { name: 'Stray', state: 'IN_WAITING_PERIOD' }], 'CANCELLED');
    const dormant = await policy(null, [{ name: 'Holder', state: 'INITIAL' }], 'DORMANT');
    const unknownStart = await policy(null, [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }], 'ACTIVE');
    expect(await endOn('2202-01-01', [grace.id, lapsed.id, cancelled.id, dormant.id, unknownStart.id])).toBe(1);
    expect(await lives(grace.id)).toEqual({ Holder: 'COVERED' });
    expect(await lives(lapsed.id)).toEqual({ Holder: 'COVER_LAPSED', Stray: 'IN_WAITING_PERIOD' });
    expect(await lives(cancelled.id)).toEqual({ Holder: 'POLICY_CANCELLED', Stray: 'IN_WAITING_PERIOD' });
    expect(await lives(dormant.id)).toEqual({ Holder: 'INITIAL' });
    expect(await lives(unknownStart.id)).toEqual({ Holder: 'IN_WAITING_PERIOD' });
  });

  it('running again, or two runs at once, changes each life once', async () => {
    const p = await policy('2200-08-31T08:00:00Z', [
      { name: 'Holder', state: 'IN_WAITING_PERIOD' },
      { name: 'One', state: 'IN_WAITING_PERIOD' },
      { name: 'Two', state: 'IN_WAITING_PERIOD' },
    ]);
    const before = await versions(p.id);
    const counts = await Promise.all([endOn('2201-03-01', [p.id]), endOn('2201-03-01', [p.id]), endOn('2201-03-01', [p.id])]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await endOn('2201-03-01', [p.id])).toBe(0);
    expect(await endOn('2201-06-01', [p.id])).toBe(0);
    expect(await lives(p.id)).toEqual({ Holder: 'COVERED', One: 'COVERED', Two: 'COVERED' });
    expect(await versions(p.id)).toEqual(before.map((v) => v + 1));
  });

  it('a lapse in progress (its rows locked) is not waited for or overwritten: its lives stay COVER_LAPSED', async () => {
    const p = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }]);
    await funeral
      .em()
      .fork()
      .transactional(async (tx) => {
        // As lapseDue does, under the policy's lock; the step runs meanwhile on another connection.
        await tx.execute(`select "id" from "funeral"."funeral_policy" where "id" = ? for update`, [p.id]);
        await tx.execute(`update "funeral"."funeral_policy" set "state" = 'LAPSED' where "id" = ?`, [p.id], 'run');
        await tx.execute(`update "funeral"."policy_member" set "state" = 'COVER_LAPSED' where "policy_id" = ?`, [p.id], 'run');
        expect(await endOn('2201-03-01', [p.id])).toBe(0);
      });
    expect(await lives(p.id)).toEqual({ Holder: 'COVER_LAPSED' });
    expect(await endOn('2201-03-01', [p.id])).toBe(0);
  });

  it('the premium collection run takes the step after the lapses, for its date, and counts it (today decides: this file’s lives of 2200 stay)', async () => {
    const p = await policy('2200-08-31T08:00:00Z', [{ name: 'Holder', state: 'IN_WAITING_PERIOD' }]);
    // The run's other steps are global (they would collect and lapse other files' policies): stubbed.
    const none = { created: 0, caughtUp: 0, notCaughtUp: 0, submitted: 0, refused: 0, paid: 0, failed: 0, activated: 0, pending: 0, unavailable: 0, notified: 0, ms: 0, date: '2201-03-01' };
    const order: string[] = [];
    const stubs = [
      jest.spyOn(DebitOrderCollectionJob.prototype, 'run').mockResolvedValue(none as never),
      jest.spyOn(job, 'lapseDue').mockImplementation(async () => (order.push('lapse'), 0)),
      jest.spyOn(job, 'cancelLapsedDebitOrders').mockResolvedValue({ cancelled: 0, unavailable: 0 }),
      jest.spyOn(job, 'cancelNotTakenUpDebitOrders').mockResolvedValue({ cancelled: 0, unavailable: 0 }),
      jest.spyOn(job, 'notifyLapses').mockResolvedValue({ notified: 0, unavailable: 0 }),
    ];
    const step = jest.spyOn(job, 'endWaitingPeriods').mockImplementation(async () => (order.push('waiting periods'), 7));
    try {
      const outcome = await job.run('2201-03-01', { waitMs: 0 });
      expect(step).toHaveBeenCalledWith('2201-03-01');
      expect(order).toEqual(['lapse', 'waiting periods']);
      expect(outcome.waitingPeriodsEnded).toBe(7);
      step.mockRestore();
      // The real step for the run's date, today being earlier: nothing of 2200 is served yet.
      await job.endWaitingPeriods('2201-03-01');
      expect(await lives(p.id)).toEqual({ Holder: 'IN_WAITING_PERIOD' });
    } finally {
      for (const stub of [...stubs, step]) stub.mockRestore();
    }
  });

  it('refuses an unreadable date', async () => {
    await expect(job.endWaitingPeriods('2201-02-30', { policyIds: mine })).rejects.toThrow(RangeError);
    await expect(job.endWaitingPeriods('2201-02-27', { today: 'soon', policyIds: mine })).rejects.toThrow(RangeError);
  });
});
