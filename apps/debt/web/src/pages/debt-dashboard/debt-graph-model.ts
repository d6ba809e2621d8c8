// "My Debt Graph" as data (savings-budget-debt-shell.md sections 4 and 9): which projection it
// draws, the points (months from the first payment, downsampled to 150 with the debt domain's
// rule), the 60-month income reference line, the y maximum (1.2 x the largest value), the
// window of about 24 months per 400 px and the pan and zoom arithmetic. No chart.js here.
import type { LineChartPoint, LineChartRange, LineChartSeries } from '@imali/shared/ui';
import { formatMonthYear } from '@imali/shared/ui';
import { downsample, GRAPH_MAX_POINTS } from '@imali/debt/domain';

export const GRAPH_HEIGHT = 250;
/** "visible window about 24 months per 400px of width". */
export const GRAPH_MONTHS_PER_400_PX = 24;
/** "pan and wheel events throttled at 16 ms". */
export const GRAPH_EVENT_THROTTLE_MS = 16;
export const GRAPH_Y_MAX_FACTOR = 1.2;
/** The income reference line's length (docs/decisions/debt-graph-income-reference.md). */
export const INCOME_REFERENCE_MONTHS = 60;
/**
 * The spec's "steps of 32000, 35000, 38000, 42000 and 50000": the demonstration income (one step
 * per year of the 60 months) drawn only where there is no client, e.g. the graph benchmark; a
 * client's graph draws their own income (same decision).
 */
export const DEMO_INCOME_STEPS = [32000, 35000, 38000, 42000, 50000] as const;
/** Ours: zooming in stops at 6 months on screen. */
export const GRAPH_MIN_WINDOW_MONTHS = 6;
/** The performance mark and measure around each pan or zoom frame. */
export const PAN_MEASURE = 'debt-graph-pan';

export const GRAPH_COLOURS = { debt: '#0b7a55', income: '#55606d' } as const;

export type GraphSource = 'normal' | 'debtCounselling' | 'snowball';

export interface DebtPayment {
  date: string;
  payment: number;
}

/** "The graph shows the snowball result if snowball is on and a result exists, else the debt-counselling projection if that is on, else the normal projection." */
export function graphSource({ debtCounselling, snowball, hasSnowballResult }: { debtCounselling: boolean; snowball: boolean; hasSnowballResult: boolean }): GraphSource {
  if (snowball && hasSnowballResult) return 'snowball';
  return debtCounselling ? 'debtCounselling' : 'normal';
}

export const SERIES_LABELS: Record<GraphSource, string> = {
  normal: 'My monthly debt',
  debtCounselling: 'With debt counselling',
  snowball: 'With the snowball',
};

interface YearMonth {
  year: number;
  month: number;
}

function yearMonth(date: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

const monthsBetween = (from: YearMonth, to: YearMonth) => (to.year - from.year) * 12 + (to.month - from.month);

/** "Jan 2027" for x months after the origin month. */
export function monthLabel(origin: string, x: number): string {
  const start = yearMonth(origin);
  if (!start) return '';
  const total = start.year * 12 + (start.month - 1) + Math.round(x);
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return formatMonthYear(`${year}-${String(month).padStart(2, '0')}-01`);
}

/** The payments as points, x in months from `origin`, downsampled to at most 150. */
export function paymentPoints(payments: readonly DebtPayment[], origin: string, maxPoints: number = GRAPH_MAX_POINTS): LineChartPoint[] {
  const start = yearMonth(origin);
  if (!start) return [];
  const points: LineChartPoint[] = [];
  for (const payment of payments) {
    const at = yearMonth(payment.date);
    if (at) points.push({ x: monthsBetween(start, at), y: payment.payment });
  }
  return downsample(points, (point) => point.y, maxPoints);
}

/** A flat line of `amount` from month 0 to 60, or the demonstration steps (one a year) without an amount. */
export function incomeReferencePoints(amount: number | null): LineChartPoint[] {
  if (amount !== null) return [{ x: 0, y: amount }, { x: INCOME_REFERENCE_MONTHS, y: amount }];
  const perStep = INCOME_REFERENCE_MONTHS / DEMO_INCOME_STEPS.length;
  return [...DEMO_INCOME_STEPS.map((y, index) => ({ x: index * perStep, y })), { x: INCOME_REFERENCE_MONTHS, y: DEMO_INCOME_STEPS[DEMO_INCOME_STEPS.length - 1] as number }];
}

export interface DebtGraphData {
  series: LineChartSeries[];
  /** The whole x range with data. */
  bounds: LineChartRange;
  yMax: number;
  origin: string;
}

export interface DebtGraphInput {
  payments: readonly DebtPayment[];
  source: GraphSource;
  /** The income used (rand a month), or null when unknown (no reference line then). */
  income: number | null;
  incomeEstimated?: boolean;
  /** Month 0 of the x axis (the first payment's date when absent). */
  origin?: string;
}

/** The graph's lines, prepared once per change of projection. */
export function debtGraphData({ payments, source, income, incomeEstimated = false, origin }: DebtGraphInput): DebtGraphData | null {
  const first = origin ?? payments[0]?.date;
  if (!first) return null;
  const debt = paymentPoints(payments, first);
  const series: LineChartSeries[] = [{ label: SERIES_LABELS[source], points: debt, colour: GRAPH_COLOURS.debt, fill: true }];
  if (income !== null && income > 0) series.push({ label: incomeEstimated ? 'My income*' : 'My income', points: incomeReferencePoints(income), colour: GRAPH_COLOURS.income, reference: true });
  const largest = Math.max(0, ...series.flatMap((line) => line.points.map((point) => point.y)));
  const lastX = Math.max(1, ...debt.map((point) => point.x));
  return { series, bounds: { min: 0, max: lastX }, yMax: Math.ceil(largest * GRAPH_Y_MAX_FACTOR) || 1, origin: first };
}

/** About 24 months per 400 px of width (at least 6). */
export function visibleMonths(widthPx: number): number {
  const width = Number.isFinite(widthPx) && widthPx > 0 ? widthPx : 400;
  return Math.max(GRAPH_MIN_WINDOW_MONTHS, Math.round((GRAPH_MONTHS_PER_400_PX * width) / 400));
}

/** The first window: from month 0, as many months as the width shows (all of them when fewer). */
export function initialWindow(bounds: LineChartRange, widthPx: number): LineChartRange {
  const span = Math.min(visibleMonths(widthPx), bounds.max - bounds.min);
  return { min: bounds.min, max: bounds.min + span };
}

/** The window moved by `deltaMonths`, kept inside the data. */
export function panWindow(window: LineChartRange, deltaMonths: number, bounds: LineChartRange): LineChartRange {
  const span = window.max - window.min;
  const min = Math.min(Math.max(window.min + deltaMonths, bounds.min), Math.max(bounds.min, bounds.max - span));
  return { min, max: min + span };
}

/** The window scaled by `factor` (below 1 zooms in) around `anchor`, from 6 months to all the data. */
export function zoomWindow(window: LineChartRange, factor: number, anchor: number, bounds: LineChartRange): LineChartRange {
  const full = bounds.max - bounds.min;
  const span = Math.min(full, Math.max(Math.min(GRAPH_MIN_WINDOW_MONTHS, full), (window.max - window.min) * factor));
  const share = window.max > window.min ? (anchor - window.min) / (window.max - window.min) : 0.5;
  const min = Math.min(Math.max(anchor - span * share, bounds.min), bounds.max - span);
  return { min, max: min + span };
}

/** Months per CSS pixel of the plot area for the current window. */
export const monthsPerPixel = (window: LineChartRange, plotWidthPx: number) => (window.max - window.min) / Math.max(1, plotWidthPx);
