// The dashboard's smaller sections: the summary cards, the income panel, the credit score, the
// credit record, the expenses, "Do More with your Money" and the blog links.
import { Link } from 'react-router-dom';
import { Button, Card, DoughnutChart, formatDate, formatRand, LinkCard, sliceColour, type DoughnutSlice } from '@imali/shared/ui';
import type { BudgetItem } from '@imali/debt/domain';
import { BLOG_LINKS, DO_MORE_TITLE, INCOME_ESTIMATED_TIP, INCOME_TIP } from './dashboard-texts';
import { BAND_BADGE, CREDIT_RISK_TABLE, IMPROVEMENT_TIPS, type CreditScoreView, type IncomePanel, type SummaryCards } from './debt-view-model';

export function SummaryCardsSection({ cards, onOpenBudget }: { cards: SummaryCards; onOpenBudget: () => void }) {
  return (
    <ul className="card-grid" aria-label="Summary">
      <li>
        {/* Tapping the budget card opens the Budget form. */}
        <button type="button" className="card debt-card-button" onClick={onOpenBudget} data-testid="debt-budget">
          <span className="card__title">My Monthly Budget</span>
          <span className="stat__value">{cards.monthlyBudget}</span>
        </button>
      </li>
      <li>
        <Card title="My Monthly Debt" testId="debt-monthly">
          <span className="stat__value">{cards.monthlyDebt}</span>
        </Card>
      </li>
      <li>
        <Card title="My Debt Paid off by" testId="debt-paid-off">
          <span className="stat__value">{cards.paidOffBy}</span>
        </Card>
      </li>
    </ul>
  );
}

export function IncomeSection({ panel, onOpenBudget }: { panel: IncomePanel; onOpenBudget: () => void }) {
  return (
    <Card title="My Income" testId="debt-income">
      <p className="stat__value" data-testid="debt-income-value">
        {panel.income}
      </p>
      {panel.showTip ? (
        <div className="debt-tip" data-testid="debt-income-tip">
          <p>{INCOME_TIP}</p>
          {panel.estimated ? <p className="muted">{INCOME_ESTIMATED_TIP}</p> : null}
          <Button variant="secondary" onClick={onOpenBudget}>
            Add my income
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function CreditScoreSection({ view }: { view: CreditScoreView }) {
  return (
    <Card title="My Credit Score" testId="debt-credit-score">
      <p className="stat__value" data-testid="debt-credit-score-value">
        {view.score}
      </p>
      {/* "Dashboard credit score gauge 1 to 1000"; none for an Unknown score (docs/decisions/debt-credit-score-gauge.md). */}
      {view.gauge ? (
        <meter
          className="debt-score-gauge"
          min={view.gauge.min}
          max={view.gauge.max}
          low={view.gauge.low}
          high={view.gauge.high}
          optimum={view.gauge.optimum}
          value={view.gauge.value}
          aria-label="Credit score on a scale of 1 to 1000"
          data-testid="debt-credit-score-gauge"
        />
      ) : null}
      <p>
        Credit risk:{' '}
        <span className={BAND_BADGE[view.band.colour]} data-testid="debt-credit-band">
          {view.band.label}
        </span>
      </p>
      <p className="debt-score-message" data-testid="debt-credit-score-message">
        <strong>{view.message}</strong>
      </p>
      {view.showImprovementTips ? (
        <ul data-testid="debt-improvement-tips">
          {IMPROVEMENT_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : null}
      <table className="debt-band-table" data-testid="debt-band-table">
        <caption className="visually-hidden">Credit risk by credit score</caption>
        <thead>
          <tr>
            <th scope="col">Credit score</th>
            <th scope="col">Credit risk</th>
          </tr>
        </thead>
        <tbody>
          {CREDIT_RISK_TABLE.map((row) => (
            <tr key={row.key} aria-current={row.key === view.band.key ? 'true' : undefined} className={row.key === view.band.key ? 'debt-band-table__current' : undefined}>
              <td>{row.range}</td>
              <td>
                <span className={BAND_BADGE[row.colour]}>{row.label}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export interface CreditRecordFacts {
  recordDate: string;
  hasJudgements: boolean;
  hasDebtCounselling: boolean;
  housingDebt: number;
  normalDebt: number;
  vehicleDebt: number;
  creditCardDebt: number;
}

export function CreditRecordSection({ record }: { record: CreditRecordFacts }) {
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <Card title="My Credit Record" testId="debt-credit-record">
      <dl className="details">
        <dt>Record date</dt>
        <dd data-testid="debt-record-date">{formatDate(record.recordDate) || 'Unknown'}</dd>
        <dt>Judgements</dt>
        <dd data-testid="debt-judgements">{yesNo(record.hasJudgements)}</dd>
        <dt>Under debt review</dt>
        <dd data-testid="debt-review">{yesNo(record.hasDebtCounselling)}</dd>
        <dt>Home</dt>
        <dd>{formatRand(record.housingDebt)}</dd>
        <dt>Education</dt>
        <dd>{formatRand(0)}</dd>
        <dt>Personal</dt>
        <dd>{formatRand(record.normalDebt)}</dd>
        <dt>Car</dt>
        <dd>{formatRand(record.vehicleDebt)}</dd>
        <dt>Credit</dt>
        <dd>{formatRand(record.creditCardDebt)}</dd>
      </dl>
      <p className="muted">Your credit record is updated daily at 14:00.</p>
      <Link to="/debt-repayments" data-testid="debt-repayments-link">
        View my debt repayments
      </Link>
    </Card>
  );
}

/** The budget chart's slices: each expense with an amount, in the budget's order, each with its own colour. */
export function budgetChartSlices(expenses: readonly BudgetItem[]): DoughnutSlice[] {
  return expenses.filter((item) => item.amount > 0).map((item, index) => ({ label: item.description, value: item.amount, colour: sliceColour(index) }));
}

export function ExpensesSection({ expenses, onOpenBudget, locked }: { expenses: readonly BudgetItem[]; onOpenBudget: () => void; locked: boolean }) {
  const total = expenses.reduce((sum, item) => sum + item.amount, 0);
  const slices = budgetChartSlices(expenses);
  const colourOf = new Map(slices.map((slice) => [slice.label, slice.colour]));
  const action = locked ? 'View my budget' : expenses.length ? 'Edit my budget' : 'Set up my budget';
  return (
    <Card title="My Expenses" testId="debt-expenses">
      {slices.length ? (
        // "Tapping the budget card or budget chart opens a budget set-up dialog." The list beside it
        // has the figures, so the doughnut itself is decorative inside the button.
        <button type="button" className="debt-budget-chart" onClick={onOpenBudget} aria-label={`My budget chart: ${action.toLowerCase()}`} data-testid="debt-budget-chart">
          <DoughnutChart label="My budget chart" slices={slices} formatValue={(value) => formatRand(value)} height={160} decorative testId="debt-budget-chart-canvas" />
        </button>
      ) : null}
      {expenses.length ? (
        <dl className="details">
          {expenses.map((item, index) => (
            <div key={`${index}-${item.description}`} className="details__row">
              <dt>
                {colourOf.has(item.description) ? <span className="debt-budget-chart__swatch" style={{ background: colourOf.get(item.description) }} aria-hidden="true" /> : null}
                {item.description}
              </dt>
              <dd>{formatRand(item.amount)}</dd>
            </div>
          ))}
          <div className="details__row">
            <dt>
              <strong>Total</strong>
            </dt>
            <dd data-testid="debt-expenses-total">
              <strong>{formatRand(total)}</strong>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted">You have not set up your budget yet.</p>
      )}
      <Button variant="secondary" onClick={onOpenBudget} data-testid="debt-open-budget">
        {action}
      </Button>
    </Card>
  );
}

export function DoMoreSection() {
  return (
    <section className="section" aria-labelledby="do-more-title" data-testid="debt-do-more">
      <h2 id="do-more-title">{DO_MORE_TITLE}</h2>
      <div className="card-grid">
        <LinkCard to="/savings" title="My Savings">
          Start saving towards your goals, from an emergency fund to a holiday.
        </LinkCard>
        <LinkCard to="/funeral" title="Funeral Cover">
          Cover for you and your family, paid out quickly when it is needed.
        </LinkCard>
      </div>
    </section>
  );
}

export function BlogLinksSection() {
  return (
    <section className="section" aria-labelledby="debt-blog-title" data-testid="debt-blog-links">
      <h2 id="debt-blog-title">Read more</h2>
      <ul>
        {BLOG_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
