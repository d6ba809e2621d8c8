// /debt: My Debt (savings-budget-debt-shell.md sections 2, 4, 8 and 9). A client without a
// credit record gets the call to verify once (the shared credit check steps); after that the
// dashboard asks again.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Card, ErrorMessage, Page, Spinner } from '@imali/shared/ui';
import { BudgetForm, CreditCheckModal, errorMessage } from '@imali/shared/web';
import { incomeUsed, SNOWBALL_AMOUNT_DEFAULT, validateSnowballAmount } from '@imali/debt/domain';
import { DebtDashboardDocument, DebtSnowballProjectionDocument, type DebtBreakdownFieldsFragment, type DebtSnowballProjectionQuery } from '../../gql/graphql';
import { developmentSwitchesAllowed, isFlagOn, setDevelopmentFlag } from '../../feature-flags';
import { BlogLinksSection, CreditRecordSection, CreditScoreSection, DoMoreSection, ExpensesSection, IncomeSection, SummaryCardsSection } from './dashboard-sections';
import { DASHBOARD_ERROR, NEEDS_SA_ID_TEXT, VERIFY_BUTTON, VERIFY_TEXT, VERIFY_TITLE } from './dashboard-texts';
import { DebtGraph } from './debt-graph';
import { graphSource } from './debt-graph-model';
import { creditCheckNeedsSaIdNumber, creditScoreView, incomePanel, summaryCards, toCents, toRand } from './debt-view-model';
import { PayOffQuicker, SNOWBALL_DEBOUNCE_MS, useDebounced } from './pay-off-quicker';

type DebtBreakdown = DebtBreakdownFieldsFragment;
type SnowballProjection = NonNullable<DebtSnowballProjectionQuery['getSnowballProjection']>;

function VerifySection({ idNumber, onVerified }: { idNumber: string | null; onVerified: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={VERIFY_TITLE} testId="debt-verify">
      <p>{VERIFY_TEXT}</p>
      <Button onClick={() => setOpen(true)} data-testid="debt-verify-button">
        {VERIFY_BUTTON}
      </Button>
      {open ? (
        <CreditCheckModal
          idNumber={idNumber}
          lockIdNumber={Boolean(idNumber)}
          // This card shows only while no credit record is linked to the client: the questions are
          // asked even when identity counts their ID number as verified (a pass links the record;
          // an access code alone would leave them here).
          force
          onClose={() => setOpen(false)}
          onVerified={() => {
            setOpen(false);
            onVerified();
          }}
        />
      ) : null}
    </Card>
  );
}

/** Instead of a call to verify that cannot succeed: the client has no South African ID number. */
function NeedsSaIdSection() {
  return (
    <Card title={VERIFY_TITLE} testId="debt-needs-sa-id">
      <p>{NEEDS_SA_ID_TEXT}</p>
    </Card>
  );
}

function DevelopmentSwitches({ snowball, onSnowball }: { snowball: boolean; onSnowball: (on: boolean) => void }) {
  if (!developmentSwitchesAllowed()) return null;
  return (
    <label className="debt-dev-switch muted" data-testid="debt-dev-snowball">
      <input type="checkbox" checked={snowball} onChange={(event) => onSnowball(event.currentTarget.checked)} /> Development: show the Snowball (snowballActive)
    </label>
  );
}

interface DashboardProps {
  clientId: string;
  income: number | null;
  estimatedIncome: number | null;
  financialSummary: { id: string; expenses: readonly { description: string; amount: number }[] } | null;
  debt: DebtBreakdown;
  onChanged: () => void;
}

function Dashboard({ clientId, income, estimatedIncome, financialSummary, debt, onChanged }: DashboardProps) {
  const client = { income, estimatedIncome };
  const [budgetOpen, setBudgetOpen] = useState(false);
  const [debtCounsellingChoice, setDebtCounselling] = useState(false);
  // Under debt counselling the switch is on and stays on.
  const debtCounsellingOn = debt.hasDebtCounselling || debtCounsellingChoice;
  const [snowballAvailable, setSnowballAvailable] = useState(() => isFlagOn('snowballActive'));
  const [snowballOn, setSnowballOn] = useState(false);
  const [amount, setAmount] = useState(String(SNOWBALL_AMOUNT_DEFAULT));
  const settledAmount = useDebounced(amount, SNOWBALL_DEBOUNCE_MS);
  const amountValid = validateSnowballAmount(amount) === undefined;
  const hasDebt = debt.allDebt > 0;
  const snowballWanted = snowballAvailable && snowballOn && hasDebt && amountValid;

  // "Always goes to the network (no cache) and re-runs when the amount or the debt-counselling
  // toggle changes": once the amount has settled (debounced), never for an invalid one.
  const snowballQuery = useQuery(DebtSnowballProjectionDocument, {
    variables: { amount: Number(settledAmount), withDC: debtCounsellingOn },
    skip: !snowballWanted || settledAmount !== amount,
    fetchPolicy: 'network-only',
  });
  // While the next amount settles and loads, the last answer stays on screen.
  const [lastSnowball, setLastSnowball] = useState<SnowballProjection | null>(null);
  const answered = snowballQuery.data?.getSnowballProjection ?? null;
  useEffect(() => {
    if (answered) setLastSnowball(answered);
  }, [answered]);
  const snowballResult = snowballWanted ? (answered ?? lastSnowball) : null;

  const source = graphSource({ debtCounselling: debtCounsellingOn, snowball: snowballAvailable && snowballOn, hasSnowballResult: snowballResult !== null });
  const payments =
    source === 'snowball' && snowballResult ? snowballResult.payments : source === 'debtCounselling' ? debt.withDCPaymentProjection.payments : debt.debtPaymentProjection;
  const used = incomeUsed(toCents(income), toCents(debt.estimatedIncome ?? estimatedIncome));
  const expenses = financialSummary?.expenses ?? debt.budget;

  const changeSnowballFlag = (on: boolean) => {
    setDevelopmentFlag('snowballActive', on);
    setSnowballAvailable(on);
    if (!on) setSnowballOn(false);
  };

  return (
    <>
      <SummaryCardsSection cards={summaryCards(client, debt)} onOpenBudget={() => setBudgetOpen(true)} />
      <div className="card-grid section">
        <IncomeSection panel={incomePanel(client, debt)} onOpenBudget={() => setBudgetOpen(true)} />
        <CreditScoreSection view={creditScoreView(client, debt)} />
      </div>
      <div className="section">
        <DebtGraph
          payments={payments}
          source={source}
          income={used.income === undefined ? null : toRand(used.income)}
          incomeEstimated={used.estimated}
          origin={debt.debtPaymentProjection[0]?.date}
        />
      </div>
      {hasDebt ? (
        <div className="section">
          <PayOffQuicker
            hasDebtCounselling={debt.hasDebtCounselling}
            maximumDebtReviewTerm={debt.maximumDebtReviewTerm}
            debtCounselling={debt.withDCPaymentProjection}
            debtCounsellingOn={debtCounsellingOn}
            onDebtCounsellingChange={setDebtCounselling}
            snowballAvailable={snowballAvailable}
            snowballOn={snowballOn}
            onSnowballChange={setSnowballOn}
            snowballAmount={amount}
            onSnowballAmountChange={setAmount}
            snowball={{ loading: snowballQuery.loading || (snowballWanted && settledAmount !== amount), error: snowballQuery.error ? errorMessage(snowballQuery.error) : null, result: snowballResult }}
          />
          <DevelopmentSwitches snowball={snowballAvailable} onSnowball={changeSnowballFlag} />
        </div>
      ) : null}
      <div className="card-grid section">
        <CreditRecordSection record={debt} />
        <ExpensesSection expenses={expenses} locked={debt.hasDebtCounselling} onOpenBudget={() => setBudgetOpen(true)} />
      </div>
      <DoMoreSection />
      <BlogLinksSection />
      {budgetOpen ? (
        <BudgetForm
          clientId={clientId}
          financialSummaryId={financialSummary?.id ?? null}
          expenses={expenses}
          income={income}
          estimatedIncome={debt.estimatedIncome ?? estimatedIncome}
          underDebtCounselling={debt.hasDebtCounselling}
          onClose={() => setBudgetOpen(false)}
          onSaved={onChanged}
        />
      ) : null}
    </>
  );
}

/** /debt: My Debt dashboard. */
export function DebtDashboardPage() {
  const { data, loading, error, refetch } = useQuery(DebtDashboardDocument, { notifyOnNetworkStatusChange: true });
  const client = data?.myClient ?? null;
  const [budgetOpen, setBudgetOpen] = useState(false);
  const reload = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);
  const summary = useMemo(() => summaryCards({ income: client?.income, estimatedIncome: client?.estimatedIncome }, null), [client?.income, client?.estimatedIncome]);

  let content;
  if (loading && !data) content = <Spinner label="Loading your debt" />;
  // Spec: a load error replaces the dashboard with this exact text.
  else if (error || !client) content = <ErrorMessage message={DASHBOARD_ERROR} />;
  else if (!client.debtBreakdown) {
    content = (
      <>
        <SummaryCardsSection cards={summary} onOpenBudget={() => setBudgetOpen(true)} />
        <div className="section">
          {creditCheckNeedsSaIdNumber(client) ? <NeedsSaIdSection /> : <VerifySection idNumber={client.idNumber ?? null} onVerified={reload} />}
        </div>
        {loading ? <Spinner label="Loading your credit record" /> : null}
        {budgetOpen ? (
          <BudgetForm
            clientId={client.id}
            financialSummaryId={client.financialSummary?.id ?? null}
            expenses={client.financialSummary?.expenses ?? []}
            income={client.income ?? null}
            estimatedIncome={client.estimatedIncome ?? null}
            underDebtCounselling={false}
            onClose={() => setBudgetOpen(false)}
            onSaved={reload}
          />
        ) : null}
      </>
    );
  } else {
    content = (
      <Dashboard
        clientId={client.id}
        income={client.income ?? null}
        estimatedIncome={client.estimatedIncome ?? null}
        financialSummary={client.financialSummary ?? null}
        debt={client.debtBreakdown}
        onChanged={reload}
      />
    );
  }

  return (
    <Page title="My Debt" testId="debt-page">
      {content}
    </Page>
  );
}
