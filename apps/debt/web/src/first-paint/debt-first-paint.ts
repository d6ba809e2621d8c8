// /debt drawn from its first data before the app's code has arrived (issue 12: phone LCP of a
// signed-in page; docs/decisions/signed-in-first-paint.md): the page's heading and what fills the
// first screen (the summary cards, then the call to verify or the note that the check needs a South
// African ID number, or the income and the credit score),
// the same HTML the page's components draw for the same answer (debt-first-paint.spec.tsx renders
// both and compares them). The rest of the dashboard (the graph and below) comes with the app.
// No React here: this is built into first-paint/debt.js, a few KB.
import { html, type Html } from '@imali/shared/web/first-paint';
import { buttonClasses } from '@imali/shared/ui';
import type { DebtDashboardQuery } from '../gql/graphql';
import { INCOME_ESTIMATED_TIP, INCOME_TIP, NEEDS_SA_ID_TEXT, VERIFY_BUTTON, VERIFY_TEXT, VERIFY_TITLE } from '../pages/debt-dashboard/dashboard-texts';
import {
  BAND_BADGE,
  CREDIT_RISK_TABLE,
  creditCheckNeedsSaIdNumber,
  creditScoreView,
  IMPROVEMENT_TIPS,
  incomePanel,
  summaryCards,
  type SummaryCards,
} from '../pages/debt-dashboard/debt-view-model';

type Client = NonNullable<DebtDashboardQuery['myClient']>;

/** The heading's id: the page section is labelled by it, as Page does with its own. */
const HEADING_ID = 'fp-debt-heading';

/** Card (shared/ui) as it renders: a heading, then its body. */
const card = (title: string, testId: string, body: Html) =>
  html`<article class="card" data-first-paint-testid="${testId}"><h2 class="card__title">${title}</h2><div class="card__body">${body}</div></article>`;

function summarySection(cards: SummaryCards): Html {
  return html`<ul class="card-grid" aria-label="Summary"><li><button type="button" class="card debt-card-button" data-first-paint-testid="debt-budget"><span class="card__title">My Monthly Budget</span><span class="stat__value">${cards.monthlyBudget}</span></button></li><li>${card(
    'My Monthly Debt',
    'debt-monthly',
    html`<span class="stat__value">${cards.monthlyDebt}</span>`,
  )}</li><li>${card('My Debt Paid off by', 'debt-paid-off', html`<span class="stat__value">${cards.paidOffBy}</span>`)}</li></ul>`;
}

function verifySection(): Html {
  return html`<div class="section">${card(
    VERIFY_TITLE,
    'debt-verify',
    html`<p>${VERIFY_TEXT}</p><button type="button" class="${buttonClasses('primary', false)}" data-first-paint-testid="debt-verify-button">${VERIFY_BUTTON}</button>`,
  )}</div>`;
}

function needsSaIdSection(): Html {
  return html`<div class="section">${card(VERIFY_TITLE, 'debt-needs-sa-id', html`<p>${NEEDS_SA_ID_TEXT}</p>`)}</div>`;
}

function incomeAndScoreSection(client: Client, debt: NonNullable<Client['debtBreakdown']>): Html {
  const figures = { income: client.income ?? null, estimatedIncome: client.estimatedIncome ?? null };
  const panel = incomePanel(figures, debt);
  const view = creditScoreView(figures, debt);
  const tip = panel.showTip
    ? html`<div class="debt-tip" data-first-paint-testid="debt-income-tip"><p>${INCOME_TIP}</p>${panel.estimated ? html`<p class="muted">${INCOME_ESTIMATED_TIP}</p>` : null}<button type="button" class="${buttonClasses('secondary', false)}">Add my income</button></div>`
    : null;
  const income = card('My Income', 'debt-income', html`<p class="stat__value" data-first-paint-testid="debt-income-value">${panel.income}</p>${tip}`);
  const rows = CREDIT_RISK_TABLE.map((row) =>
    row.key === view.band.key
      ? html`<tr aria-current="true" class="debt-band-table__current"><td>${row.range}</td><td><span class="${BAND_BADGE[row.colour]}">${row.label}</span></td></tr>`
      : html`<tr><td>${row.range}</td><td><span class="${BAND_BADGE[row.colour]}">${row.label}</span></td></tr>`,
  );
  const tips = view.showImprovementTips ? html`<ul data-first-paint-testid="debt-improvement-tips">${IMPROVEMENT_TIPS.map((line) => html`<li>${line}</li>`)}</ul>` : null;
  const gauge = view.gauge
    ? html`<meter class="debt-score-gauge" min="${view.gauge.min}" max="${view.gauge.max}" low="${view.gauge.low}" high="${view.gauge.high}" optimum="${view.gauge.optimum}" value="${view.gauge.value}" aria-label="Credit score on a scale of 1 to 1000" data-first-paint-testid="debt-credit-score-gauge"></meter>`
    : null;
  const score = card(
    'My Credit Score',
    'debt-credit-score',
    html`<p class="stat__value" data-first-paint-testid="debt-credit-score-value">${view.score}</p>${gauge}<p>Credit risk: <span class="${BAND_BADGE[view.band.colour]}" data-first-paint-testid="debt-credit-band">${view.band.label}</span></p><p class="debt-score-message" data-first-paint-testid="debt-credit-score-message"><strong>${view.message}</strong></p>${tips}<table class="debt-band-table" data-first-paint-testid="debt-band-table"><caption class="visually-hidden">Credit risk by credit score</caption><thead><tr><th scope="col">Credit score</th><th scope="col">Credit risk</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
  return html`<div class="card-grid section">${income}${score}</div>`;
}

function isClient(value: unknown): value is Client {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * The first screen of /debt for the DebtDashboard answer's data, or undefined when it has no
 * client (the app then shows the error state itself).
 */
export function paintDebtDashboard(data: Record<string, unknown>): string | undefined {
  const client = data['myClient'];
  if (!isClient(client)) return undefined;
  const debt = client.debtBreakdown;
  const content = debt
    ? html`${summarySection(summaryCards({ income: client.income ?? null, estimatedIncome: client.estimatedIncome ?? null }, debt))}${incomeAndScoreSection(client, debt)}`
    : html`${summarySection(summaryCards({ income: client.income, estimatedIncome: client.estimatedIncome }, null))}${creditCheckNeedsSaIdNumber(client) ? needsSaIdSection() : verifySection()}`;
  return html`<section class="page" data-first-paint-testid="debt-page" aria-labelledby="${HEADING_ID}"><header class="page__header"><h1 id="${HEADING_ID}">My Debt</h1></header>${content}</section>`.text;
}
