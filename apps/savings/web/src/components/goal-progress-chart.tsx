// "a chart of goal progress": each goal's amount saved against its target, on the shared
// LineChart (chart.js loads lazily, only where a chart shows: docs/decisions/shared-line-chart.md).
// The x axis is the goals in order (docs/decisions/savings-progress-chart.md).
import { useMemo } from 'react';
import { formatRand, LineChart, type LineChartSeries } from '@imali/shared/ui';
import { progressBarPercent } from '@imali/savings/domain';
import type { SavingsBucketFieldsFragment } from '../gql/graphql';
import { goalName } from './goal-card';

export const CHART_LABEL = 'My goal progress';
export const CHART_HEIGHT = 220;
/** Each goal is a level across its own slot, its index ± this (a gap between goals). */
const SLOT_HALF_WIDTH = 0.45;

/**
 * The chart's lines: each goal's saved amount and target as a level across its slot (x = its index
 * ± 0.45), so a single goal draws too (a line of one point draws nothing) and every goal's name
 * sits under its own level; x runs from -0.5 to the last index + 0.5, labelled at each index.
 */
export function goalProgressSeries(buckets: readonly Pick<SavingsBucketFieldsFragment, 'amount' | 'targetAmount'>[]): {
  series: LineChartSeries[];
  xRange: { min: number; max: number };
  xTicks: number[];
} {
  const level = (value: (bucket: (typeof buckets)[number]) => number) =>
    buckets.flatMap((bucket, index) => [
      { x: index - SLOT_HALF_WIDTH, y: value(bucket) },
      { x: index + SLOT_HALF_WIDTH, y: value(bucket) },
    ]);
  return {
    series: [
      { label: 'Saved', colour: '#0b7a55', fill: true, points: level((bucket) => bucket.amount) },
      { label: 'Target', colour: '#9aa5b1', reference: true, points: level((bucket) => bucket.targetAmount) },
    ],
    xRange: { min: -0.5, max: Math.max(0, buckets.length - 1) + 0.5 },
    // A label under each goal's slot (as many as fit), never between two goals.
    xTicks: buckets.map((_, index) => index),
  };
}

/** The goal whose slot holds x (ticks at each index, tooltips on its level); none on a slot's edge (the axis ends). */
export function goalNameAt(names: readonly string[], x: number): string {
  const index = Math.round(x);
  return Math.abs(x - index) < 0.5 ? (names[index] ?? '') : '';
}

export function GoalProgressChart({ buckets }: { buckets: readonly SavingsBucketFieldsFragment[] }) {
  const names = useMemo(() => buckets.map(goalName), [buckets]);
  const { series, xRange, xTicks } = useMemo(() => goalProgressSeries(buckets), [buckets]);
  const yMax = Math.max(1, ...buckets.map((bucket) => Math.max(bucket.amount, bucket.targetAmount))) * 1.1;
  return (
    <section className="section" aria-label={CHART_LABEL} data-testid="savings-chart">
      <h2 className="section">{CHART_LABEL}</h2>
      <LineChart
        label={CHART_LABEL}
        height={CHART_HEIGHT}
        series={series}
        xRange={xRange}
        xTicks={xTicks}
        yMax={yMax}
        formatX={(x) => goalNameAt(names, x)}
        formatY={(y) => formatRand(y, { decimals: 0 })}
      >
        <ul data-testid="savings-chart-summary">
          {buckets.map((bucket, index) => (
            <li key={bucket.id}>
              {names[index]}: {formatRand(bucket.amount)} of {formatRand(bucket.targetAmount)} ({Math.round(progressBarPercent(bucket.percentageFull))}%)
            </li>
          ))}
        </ul>
      </LineChart>
    </section>
  );
}
