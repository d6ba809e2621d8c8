import { lazy, Suspense } from 'react';
import type { DoughnutChartProps } from './doughnut-chart';

const Chart = lazy(() => import(/* webpackChunkName: "chart" */ './doughnut-chart'));

/** The doughnut chart, fetched with chart.js the first time one shows; its box keeps its height meanwhile. */
export function DoughnutChart(props: DoughnutChartProps) {
  return (
    <Suspense fallback={<div className="doughnut-chart" style={{ height: props.height }} data-testid={props.testId ?? 'doughnut-chart'} />}>
      <Chart {...props} />
    </Suspense>
  );
}
