// The shared doughnut chart's data, with no chart.js in it (as line-chart-types.ts for lines).

/** One slice: its name (legend, tooltip), its value (any unit the page formats) and a CSS colour. */
export interface DoughnutSlice {
  label: string;
  value: number;
  colour: string;
}

export interface DoughnutChartSpec {
  slices: readonly DoughnutSlice[];
  /** A slice's value as the tooltip shows it (e.g. rand). */
  formatValue: (value: number) => string;
}

/**
 * Colours for slices in order: distinct, and each at least 3:1 against the white card, so a
 * slice's edge is seen (WCAG 1.4.11). A page with more slices than colours starts again.
 */
export const SLICE_COLOURS = ['#0b7a55', '#2f6fb0', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#6b7280'] as const;

export const sliceColour = (index: number): string => SLICE_COLOURS[index % SLICE_COLOURS.length]!;
