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
