import { randomUUID } from 'node:crypto';
import { signCreditRecordAccess, type CallerIdentity } from '@imali/shared/nest';
import { TEST_INTERNAL_SECRET, clientIdentity, visitor } from '@imali/shared/testing';
import { SANDBOX_ID_NUMBERS, type SandboxCase } from '@imali/integrations/credit-bureau';
import {
  GET_CREDIT_RECORD,
  clientRepresentation,
  entitiesQuery,
  linkedRecord,
  startDebtWithIdentity,
  stopDebtWithIdentity,
  type DebtWithIdentity,
} from '../testing/debt-with-identity';

const BREAKDOWN = entitiesQuery(`debtBreakdown {
  id recordDate finalPaymentDate allDebt housingDebt vehicleDebt normalDebt creditCardDebt compuScore affordability estimatedIncome
  incomeIsEstimated maximumDebtReviewTerm hasDebtCounselling hasJudgements
  debtPaymentProjection { date payment }
  withDCPaymentProjection { payment interestSaved payments { date payment } }
  budget { description amount }
  obligations { id externalId category accountType loanType currentBalance installment rate statusCode source }
  housing: obligations(category: HOUSING) { id category }
}`);

interface Breakdown {
  id: string;
  finalPaymentDate: string | null;
  allDebt: number;
  housingDebt: number;
  vehicleDebt: number;
  normalDebt: number;
  creditCardDebt: number;
  compuScore: number | null;
  affordability: number | null;
  estimatedIncome: number | null;
  incomeIsEstimated: boolean;
  maximumDebtReviewTerm: number;
  hasDebtCounselling: boolean;
  hasJudgements: boolean;
  debtPaymentProjection: { date: string; payment: number }[];
  withDCPaymentProjection: { payment: number; interestSaved: number; payments: unknown[] };
  budget: { description: string; amount: number }[];
  obligations: { id: string; category: string; statusCode: string | null; source: string }[];
  housing: { category: string }[];
}
type BreakdownResult = { _entities: { debtBreakdown: Breakdown | null }[] };

const SNOWBALL = `query($amount: Float!, $withDC: Boolean!) { getSnowballProjection(amount: $amount, withDC: $withDC) { payment interestSaved payments { date payment } } }`;
const SAVE = `mutation($clientId: ID!, $id: ID, $expenses: [BudgetItemInput!]!) { addOrUpdateClientFinancialSummary(clientId: $clientId, id: $id, expenses: $expenses) { id expenses { description amount } } }`;

describe('debt subgraph: Client.debtBreakdown, snowball and financial summary (sandbox bureau)', () => {
  const stack: Partial<DebtWithIdentity> = {};
  const debt = () => stack.debt!;
  const clients = new Map<SandboxCase, CallerIdentity>();
  beforeAll(async () => {
    Object.assign(stack, await startDebtWithIdentity());
    for (const name of ['clearRecord', 'manyDebts', 'debtReviewWithUs', 'debtReviewElsewhere', 'judgements', 'noLoans', 'aboveCreditLifeMaximum', 'thinFile', 'bureauUnavailable', 'slowBureau', 'closedAccounts'] as SandboxCase[]) {
      const client = clientIdentity();
      await linkedRecord(debt(), SANDBOX_ID_NUMBERS[name], client.clientId!);
      clients.set(name, client);
    }
  }, 120_000);
  afterAll(() => stopDebtWithIdentity(stack));

  const breakdownOf = async (name: SandboxCase, income: number | null = null, estimatedIncome: number | null = null) => {
    const client = clients.get(name)!;
    const result = await debt().graphql<BreakdownResult>(BREAKDOWN, clientRepresentation(client.clientId!, income, estimatedIncome), client);
    return { result, breakdown: result.data?._entities[0]?.debtBreakdown ?? null };
  };

  it('clear record: three accounts in good standing, compuScore 872, a debt-free date', async () => {
    const { result, breakdown } = await breakdownOf('clearRecord');
    expect(result.errors).toBeUndefined();
    expect(breakdown).toMatchObject({ compuScore: 872, hasDebtCounselling: false, hasJudgements: false });
    expect(breakdown!.obligations).toHaveLength(3);
    expect(breakdown!.obligations.every((o) => o.statusCode === null && o.source === 'CREDIT_BUREAU')).toBe(true);
    expect(breakdown!.finalPaymentDate).toMatch(/^\d{4}-\d{2}-01$/);
    // The debt-counselling plan's term, not today's: the plan stretches these three accounts over 60 months.
    expect(breakdown!.maximumDebtReviewTerm).toBe(breakdown!.withDCPaymentProjection.payments.length);
    expect(breakdown!.maximumDebtReviewTerm).toBeGreaterThan(breakdown!.debtPaymentProjection.length);
    expect(breakdown!.allDebt).toBeCloseTo(breakdown!.housingDebt + breakdown!.vehicleDebt + breakdown!.normalDebt + breakdown!.creditCardDebt, 2);
  });

  it('many debts: nine accounts by category, affordability from identity’s income, else the estimate (marked)', async () => {
    const withIncome = (await breakdownOf('manyDebts', 20_000)).breakdown!;
    expect(withIncome).toMatchObject({ compuScore: 642, affordability: 8_000, incomeIsEstimated: false });
    expect(withIncome.obligations).toHaveLength(9);
    expect(withIncome.housing.length).toBeGreaterThan(0);
    expect(withIncome.housing.every((o) => o.category === 'HOUSING')).toBe(true);
    expect(new Set(withIncome.obligations.map((o) => o.id)).size).toBe(9);
    expect(withIncome.withDCPaymentProjection.interestSaved).toBeGreaterThan(0);
    expect(withIncome.withDCPaymentProjection.payment).toBeLessThan(withIncome.allDebt);
    const second = await breakdownOf('manyDebts');
    expect(second.result.errors).toBeUndefined();
    const estimated = second.breakdown!;
    expect(estimated.incomeIsEstimated).toBe(true);
    expect(estimated.affordability).toBeCloseTo(estimated.estimatedIncome! * 0.4, 2);
    // Instalments above 40% of the estimated income (the documented case).
    expect(estimated.allDebt).toBeGreaterThan(estimated.affordability!);
    // The same record id: a stable breakdown id.
    expect(estimated.id).toBe(withIncome.id);
  });

  it('debt review with us: imaliIsDebtCounsellor; elsewhere: not; judgements flagged', async () => {
    for (const [name, ours] of [['debtReviewWithUs', true], ['debtReviewElsewhere', false], ['judgements', false]] as const) {
      const { breakdown } = await breakdownOf(name);
      expect(breakdown!.hasDebtCounselling).toBe(true);
      const client = clients.get(name)!;
      const code = signCreditRecordAccess(SANDBOX_ID_NUMBERS[name], client.clientId, TEST_INTERNAL_SECRET);
      const record = await debt().graphql<{ getCreditRecord: { imaliIsDebtCounsellor: boolean; hasJudgements: boolean } }>(GET_CREDIT_RECORD, { idNumber: SANDBOX_ID_NUMBERS[name], accessCode: code }, client);
      expect(record.errors).toBeUndefined();
      expect(record.data!.getCreditRecord.imaliIsDebtCounsellor).toBe(ours);
      expect(record.data!.getCreditRecord.hasJudgements).toBe(name === 'judgements');
      expect(breakdown!.hasJudgements).toBe(name === 'judgements');
    }
  });

  it('under debt counselling: the record’s instalments are the plan, not restructured a second time (breakdown and snowball with DC)', async () => {
    for (const name of ['debtReviewWithUs', 'debtReviewElsewhere', 'judgements'] as const) {
      const { result, breakdown } = await breakdownOf(name);
      expect(result.errors).toBeUndefined();
      expect(breakdown!.hasDebtCounselling).toBe(true);
      expect(breakdown!.debtPaymentProjection.length).toBeGreaterThan(0);
      expect(breakdown!.withDCPaymentProjection.payments).toEqual(breakdown!.debtPaymentProjection);
      expect(breakdown!.withDCPaymentProjection.payment).toBe(breakdown!.debtPaymentProjection[0]!.payment);
      expect(breakdown!.withDCPaymentProjection.interestSaved).toBe(0);
      expect(breakdown!.maximumDebtReviewTerm).toBe(breakdown!.debtPaymentProjection.length);
      const client = clients.get(name)!;
      const [withDC, without] = await Promise.all(
        [true, false].map((on) => debt().graphql<{ getSnowballProjection: { payment: number; interestSaved: number; payments: unknown[] } }>(SNOWBALL, { amount: 500, withDC: on }, client)),
      );
      expect(withDC!.errors).toBeUndefined();
      expect(withDC!.data!.getSnowballProjection).toEqual(without!.data!.getSnowballProjection);
    }
  });

  it('above the credit life maximum: the R452 000 Nedbank personal loan and a credit card, in good standing', async () => {
    const { result, breakdown } = await breakdownOf('aboveCreditLifeMaximum');
    expect(result.errors).toBeUndefined();
    expect(breakdown).toMatchObject({ compuScore: 781, hasDebtCounselling: false, hasJudgements: false });
    expect(breakdown!.obligations.map((o) => o.category).sort()).toEqual(['CREDIT_CARD', 'PERSONAL']);
    const loan = breakdown!.obligations.find((o) => o.category === 'PERSONAL') as unknown as { currentBalance: number; statusCode: string | null };
    expect(loan.currentBalance).toBeGreaterThanOrEqual(400_000);
    expect(loan.statusCode).toBeNull();
    expect(breakdown!.normalDebt).toBeGreaterThan(0);
    expect(breakdown!.creditCardDebt).toBeGreaterThan(0);
    expect(breakdown!.withDCPaymentProjection.interestSaved).toBeGreaterThan(0);
  });

  it('removed accounts: kept on the credit record (removedAt), left out of the breakdown, its totals and the snowball', async () => {
    const FIELDS = `id accountType currentBalance installment insuranceAmount creditLifeInsurance creditLifePremiumEstimate removedAt insurance { premiumAmount }`;
    type Obligation = { id: string; accountType: string; currentBalance: number; installment: number; insuranceAmount: number; creditLifeInsurance: boolean; creditLifePremiumEstimate: number; removedAt: string | null; insurance: { premiumAmount: number } | null };
    const client = clients.get('closedAccounts')!;
    const result = await debt().graphql<{ _entities: { debtBreakdown: { allDebt: number; housingDebt: number; creditCardDebt: number; vehicleDebt: number; normalDebt: number; obligations: Obligation[] } }[] }>(
      entitiesQuery(`debtBreakdown { allDebt housingDebt creditCardDebt vehicleDebt normalDebt obligations { ${FIELDS} } }`),
      clientRepresentation(client.clientId!, 30_000),
      client,
    );
    expect(result.errors).toBeUndefined();
    const breakdown = result.data!._entities[0]!.debtBreakdown;
    // The open home loan and credit card only: the settled vehicle loan and the closed store card are history.
    expect(breakdown.obligations.map((o) => [o.accountType, o.removedAt])).toEqual([
      ['H', null],
      ['C', null],
    ]);
    expect(breakdown).toMatchObject({ vehicleDebt: 0, normalDebt: 0 });
    expect(breakdown.allDebt).toBeCloseTo(breakdown.obligations.reduce((sum, o) => sum + o.installment, 0), 2);
    for (const o of breakdown.obligations) {
      // Spec §7.3 "linked insurance premiumAmount": the creditor's credit life on the account.
      expect(o.insurance).toEqual(o.creditLifeInsurance ? { premiumAmount: o.insuranceAmount } : null);
      // §3.1 creditLifePremiumEstimate: the 2017 cap on the balance (R2.00 per R1,000 for a home loan, R4.50 otherwise).
      expect(o.creditLifePremiumEstimate).toBeCloseTo((o.currentBalance / 1000) * (o.accountType === 'H' ? 2 : 4.5), 1);
    }
    const code = signCreditRecordAccess(SANDBOX_ID_NUMBERS.closedAccounts, client.clientId, TEST_INTERNAL_SECRET);
    const read = await debt().graphql<{ getCreditRecord: { obligations: Obligation[]; shortTermInsurance: { insurer: string; cover: string; premiumAmount: number; inceptionDate: string }[] } }>(
      `query($idNumber: String!, $accessCode: String!) { getCreditRecord(idNumber: $idNumber, accessCode: $accessCode) { obligations { ${FIELDS} } shortTermInsurance { insurer cover premiumAmount inceptionDate } } }`,
      { idNumber: SANDBOX_ID_NUMBERS.closedAccounts, accessCode: code },
      client,
    );
    expect(read.errors).toBeUndefined();
    // The credit record itself keeps all four, the removed ones with the date they closed, settled.
    const all = read.data!.getCreditRecord.obligations;
    expect(all.map((o) => o.accountType)).toEqual(['H', 'C', 'Y', 'R']);
    for (const removed of all.filter((o) => o.removedAt)) {
      expect(removed).toMatchObject({ removedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), currentBalance: 0, insurance: null, creditLifePremiumEstimate: 0 });
    }
    expect(all.filter((o) => o.removedAt)).toHaveLength(2);
    // shortTermInsurance: building cover for the bond, in rand.
    expect(read.data!.getCreditRecord.shortTermInsurance).toContainEqual(expect.objectContaining({ cover: 'BUILDING', premiumAmount: expect.any(Number), insurer: expect.any(String) }));
    // The snowball projects the open accounts only: its first payment is their instalments plus the extra amount.
    const snowball = await debt().graphql<{ getSnowballProjection: { payment: number } }>(SNOWBALL, { amount: 500, withDC: false }, client);
    expect(snowball.errors).toBeUndefined();
    expect(snowball.data!.getSnowballProjection.payment).toBeCloseTo(breakdown.allDebt + 500, 2);
  });

  it('slow bureau (within its time limit): the breakdown as for any record', async () => {
    const { result, breakdown } = await breakdownOf('slowBureau');
    expect(result.errors).toBeUndefined();
    expect(breakdown).not.toBeNull();
    expect(breakdown!.allDebt).toBeCloseTo(breakdown!.housingDebt + breakdown!.vehicleDebt + breakdown!.normalDebt + breakdown!.creditCardDebt, 2);
  });

  it('no loans: nothing owed, no debt-free date, no projection', async () => {
    const { breakdown } = await breakdownOf('noLoans');
    expect(breakdown).toMatchObject({ allDebt: 0, finalPaymentDate: null, maximumDebtReviewTerm: 0, debtPaymentProjection: [], obligations: [], compuScore: 905 });
  });

  it('thin file: compuScore null, no estimate, affordability null without income', async () => {
    const { breakdown } = await breakdownOf('thinFile');
    expect(breakdown).toMatchObject({ compuScore: null, estimatedIncome: null, affordability: null, incomeIsEstimated: false });
  });

  it('bureau unavailable: BUREAU_UNAVAILABLE, never INTERNAL_SERVER_ERROR', async () => {
    const { result, breakdown } = await breakdownOf('bureauUnavailable');
    expect(breakdown).toBeNull();
    expect(result.errors?.map((e) => e.extensions?.['code'])).toEqual(['BUREAU_UNAVAILABLE']);
  });

  it('null for a client who never verified; another client or a visitor never sees a record', async () => {
    const fresh = clientIdentity();
    const none = await debt().graphql<BreakdownResult>(BREAKDOWN, clientRepresentation(fresh.clientId!), fresh);
    expect(none.errors).toBeUndefined();
    expect(none.data!._entities[0]!.debtBreakdown).toBeNull();
    const owner = clients.get('manyDebts')!;
    for (const caller of [clientIdentity(), visitor]) {
      const result = await debt().graphql<BreakdownResult>(BREAKDOWN, clientRepresentation(owner.clientId!, 20_000), caller);
      expect(result.data?._entities[0]?.debtBreakdown ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.['code']).toMatch(/^(NOT_FOUND|UNAUTHENTICATED)$/);
    }
  });

  it('snowball: a projection that saves interest; 149, 10001, 150.5 and NaN are field errors on amount', async () => {
    const client = clients.get('manyDebts')!;
    const ok = await debt().graphql<{ getSnowballProjection: { payment: number; interestSaved: number; payments: unknown[] } }>(SNOWBALL, { amount: 500, withDC: false }, client);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.getSnowballProjection.interestSaved).toBeGreaterThan(0);
    const normal = (await breakdownOf('manyDebts', 20_000)).breakdown!;
    expect(ok.data!.getSnowballProjection.payments.length).toBeLessThan(normal.debtPaymentProjection.length);
    const withDC = await debt().graphql<{ getSnowballProjection: { interestSaved: number } }>(SNOWBALL, { amount: 500, withDC: true }, client);
    // On top of the plan's lower instalments: a different projection (the domain's specs hold its figures).
    expect(withDC.errors).toBeUndefined();
    expect(withDC.data!.getSnowballProjection.interestSaved).not.toBe(ok.data!.getSnowballProjection.interestSaved);
    for (const [amount, message] of [[149, 'Must be between 150 and 10000'], [10_001, 'Must be between 150 and 10000'], [150.5, 'Whole numbers only']] as const) {
      const result = await debt().graphql(SNOWBALL, { amount, withDC: false }, client);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'amount', message }] });
    }
    // NaN cannot travel in JSON (it is sent as null): refused before any resolver.
    const nan = await debt().graphql(SNOWBALL, { amount: NaN, withDC: false }, client);
    expect(nan.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const literal = await debt().graphql('{ getSnowballProjection(amount: "NaN", withDC: false) { payment } }', {}, client);
    expect(literal.errors?.[0]?.extensions?.['code']).toMatch(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
    expect((await debt().graphql(SNOWBALL, { amount: 500, withDC: false }, visitor)).errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const never = clientIdentity();
    expect((await debt().graphql<{ getSnowballProjection: null }>(SNOWBALL, { amount: 500, withDC: false }, never)).data).toEqual({ getSnowballProjection: null });
  });

  it('financial summary: saved once per client, updated in place, retried without duplicating, shown in the budget', async () => {
    const client = clients.get('clearRecord')!;
    const clientId = client.clientId!;
    const expenses = [{ description: 'Rent / Home', amount: 6500 }, { description: 'Taxi to work', amount: 1200.5 }];
    const saved = await debt().graphql<{ addOrUpdateClientFinancialSummary: { id: string; expenses: unknown[] } }>(SAVE, { clientId, expenses }, client);
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.addOrUpdateClientFinancialSummary.id;
    const updated = await debt().graphql<{ addOrUpdateClientFinancialSummary: { id: string; expenses: unknown[] } }>(SAVE, { clientId, id, expenses: [...expenses, { description: 'Education', amount: 900 }] }, client);
    expect(updated.data!.addOrUpdateClientFinancialSummary.id).toBe(id);
    // A retried first submit (no id), twice at once: the same one summary.
    const retries = await Promise.all([0, 1].map(() => debt().graphql<{ addOrUpdateClientFinancialSummary: { id: string } }>(SAVE, { clientId, expenses }, client)));
    expect(retries.map((r) => r.data!.addOrUpdateClientFinancialSummary.id)).toEqual([id, id]);
    const rows = await debt().em().getConnection().execute<{ n: string }[]>('select count(*) as n from "debt"."financial_summary" where client_id = ?', [clientId]);
    expect(Number(rows[0]!.n)).toBe(1);
    const read = await debt().graphql<{ _entities: { financialSummary: { id: string; expenses: unknown[] } }[] }>(entitiesQuery('financialSummary { id expenses { description amount } }'), clientRepresentation(clientId), client);
    expect(read.data!._entities[0]!.financialSummary).toEqual({ id, expenses });
    const { breakdown } = await breakdownOf('clearRecord');
    expect(breakdown!.budget).toEqual(expenses);
  });

  it('financial summary: refused under debt counselling, for another client, and for bad expenses (field errors)', async () => {
    const counselled = clients.get('debtReviewElsewhere')!;
    await breakdownOf('debtReviewElsewhere');
    const refused = await debt().graphql(SAVE, { clientId: counselled.clientId, expenses: [{ description: 'Other', amount: 10 }] }, counselled);
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('UNDER_DEBT_COUNSELLING');
    const owner = clients.get('noLoans')!;
    const other = await debt().graphql(SAVE, { clientId: owner.clientId, expenses: [] }, clientIdentity());
    expect(other.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const wrongId = await debt().graphql(SAVE, { clientId: owner.clientId, id: randomUUID(), expenses: [] }, owner);
    expect(wrongId.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const bad = await debt().graphql(
      SAVE,
      { clientId: owner.clientId, expenses: [{ description: 'x'.repeat(101), amount: 1 }, { description: ' ', amount: -1 }, { description: 'Travel', amount: 10_000_000.01 }, { description: 'Other', amount: 99.999 }] },
      owner,
    );
    expect(bad.errors?.[0]?.extensions?.['fieldErrors']).toEqual([
      { field: 'expenses.0.description', message: 'At most 100 characters' },
      { field: 'expenses.1.description', message: 'This field is required' },
      { field: 'expenses.1.amount', message: 'Must be between 0 and 10000000' },
      { field: 'expenses.2.amount', message: 'Must be between 0 and 10000000' },
      // Rand in whole cents: a fraction of a cent would be rounded when stored.
      { field: 'expenses.3.amount', message: 'Use at most two decimals, like 123.45' },
    ]);
    const tooMany = await debt().graphql(SAVE, { clientId: owner.clientId, expenses: Array.from({ length: 21 }, () => ({ description: 'Other', amount: 1 })) }, owner);
    expect(tooMany.errors?.[0]?.extensions?.['fieldErrors']).toEqual([{ field: 'expenses', message: 'At most 20 entries' }]);
  });
});
