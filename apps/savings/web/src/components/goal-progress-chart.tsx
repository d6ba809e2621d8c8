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

export function GoalProgressChart({ buckets }: { buckets: readonly SavingsBucketFieldsFragment[] }) {
  const names = useMemo(() => buckets.map(goalName), [buckets]);
  const series = useMemo<LineChartSeries[]>(
    () => [
      { label: 'Saved', colour: '#0b7a55', fill: true, points: buckets.map((bucket, x) => ({ x, y: bucket.amount })) },
      { label: 'Target', colour: '#9aa5b1', reference: true, points: buckets.map((bucket, x) => ({ x, y: bucket.targetAmount })) },
    ],
    [buckets],
  );
  const yMax = Math.max(1, ...buckets.map((bucket) => Math.max(bucket.amount, bucket.targetAmount))) * 1.1;
  return (
    <section className="section" aria-label={CHART_LABEL} data-testid="savings-chart">
      <h2 className="section">{CHART_LABEL}</h2>
      <LineChart
        label={CHART_LABEL}
        height={CHART_HEIGHT}
        series={series}
        xRange={{ min: 0, max: Math.max(1, buckets.length - 1) }}
        yMax={yMax}
        formatX={(x) => names[Math.round(x)] ?? ''}
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
