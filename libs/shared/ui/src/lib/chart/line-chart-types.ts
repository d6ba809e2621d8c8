// The shared line chart's data, with no chart.js in it: pages and tests build these, and only
// the lazily loaded engine (line-chart-engine.ts) turns them into a chart.js chart.

/** One point: x is the page's own unit (e.g. months from the first payment), y the value. */
export interface LineChartPoint {
  x: number;
  y: number;
}

export interface LineChartSeries {
  /** Names the line in the legend, the tooltip and the chart's text alternative. */
  label: string;
  points: readonly LineChartPoint[];
  /** A CSS colour. */
  colour: string;
  /** Shade the area under the line. */
  fill?: boolean;
  /** A reference line: dashed, and drawn as steps. */
  reference?: boolean;
}

export interface LineChartRange {
  min: number;
  max: number;
}

/** What a page may do with a chart once it is drawn (e.g. pan it on a drag). */
export interface LineChartHandle {
  /**
   * Shows x from min to max: only the scale changes and the chart redraws at once without
   * animation (the data stays as prepared), so a pan frame costs one draw.
   */
  setXRange(range: LineChartRange): void;
  /** The plot area's left and width in CSS pixels (for turning a drag into x units). */
  plotArea(): { left: number; width: number };
}

export interface LineChartSpec {
  series: readonly LineChartSeries[];
  xRange: LineChartRange;
  yMax?: number;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /**
   * The x values that have a label (e.g. each goal's index on the savings chart), of which as many
   * as fit are shown, evenly spaced. Without it chart.js picks round values, which on a phone put
   * one label under two goals.
   */
  xTicks?: readonly number[];
}

/** Room one x-axis label needs ("MMM YYYY" at the axis font is about 55 px, plus a gap). */
export const X_LABEL_ROOM_PX = 72;

/**
 * How many x-axis labels fit across a plot this wide (2 to 6): on a 360 px phone the plot is about
 * 250 px, which holds 3 month labels side by side; 6 overlapped there.
 */
export function xTickLimit(plotWidth: number): number {
  if (!Number.isFinite(plotWidth) || plotWidth <= 0) return 2;
  return Math.max(2, Math.min(6, Math.floor(plotWidth / X_LABEL_ROOM_PX)));
}

/**
 * Of the x values a page labels, those shown on a plot this wide: every k-th from the first, k the
 * smallest step that leaves no more than xTickLimit labels.
 */
export function pickXTicks(values: readonly number[], plotWidth: number): number[] {
  const every = Math.max(1, Math.ceil(values.length / xTickLimit(plotWidth)));
  return values.filter((_, index) => index % every === 0);
}

/** Space kept between two x-axis labels. */
export const X_LABEL_GAP_PX = 8;

/**
 * An x-axis label that fits `roomPx` (as `measure` gives text widths): the text itself, or its
 * longest start with "…" that fits, or nothing when not even "…" does. A long goal name on the
 * savings chart was drawn wider than its slot and ran off the canvas; the tooltip keeps the whole
 * text.
 */
export function fitLabel(text: string, roomPx: number, measure: (text: string) => number): string {
  if (measure(text) <= roomPx) return text;
  const chars = Array.from(text.trimEnd());
  let low = 0;
  let high = chars.length - 1;
  // The longest start that fits with "…" after it (binary search: widths grow with length).
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${chars.slice(0, middle).join('').trimEnd()}…`) <= roomPx) low = middle;
    else high = middle - 1;
  }
  if (low === 0) return measure('…') <= roomPx ? '…' : '';
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}
