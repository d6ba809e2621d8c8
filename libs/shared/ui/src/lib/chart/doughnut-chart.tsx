import { useEffect, useRef, type ReactNode } from 'react';
import { useChartEngine } from './use-chart-engine';
import type { DoughnutChartEngine } from './chart-engines';
import type { DoughnutChartSpec } from './doughnut-chart-types';

export interface DoughnutChartProps extends DoughnutChartSpec {
  /** The chart's accessible name. */
  label: string;
  /** Height in CSS pixels (the doughnut fits the box). */
  height: number;
  /** The text alternative: inside the canvas for screen readers, and what shows where a canvas cannot be drawn. */
  children?: ReactNode;
  /** Hides the canvas from assistive technology where the page says the same beside it (a legend with the figures). */
  decorative?: boolean;
  testId?: string;
}

/**
 * A doughnut chart on chart.js (e.g. the debt dashboard's budget chart). This component and its
 * engine are in the shell's lazy "chart" chunk with LineChart's engine (docs/decisions/shared-line-chart.md);
 * the design system's index holds only doughnut-chart-lazy.tsx, so the shell's first load does not grow.
 */
export default function DoughnutChart({ label, height, children, decorative = false, testId = 'doughnut-chart', ...spec }: DoughnutChartProps) {
  const specRef = useRef(spec);
  specRef.current = spec;
  const { canvasRef, engineRef } = useChartEngine<DoughnutChartEngine>(({ createDoughnutChart }, canvas) => createDoughnutChart(canvas, specRef.current));

  const { slices } = spec;
  useEffect(() => {
    engineRef.current?.setSpec(specRef.current);
  }, [slices]);

  return (
    <div className="doughnut-chart" style={{ height, position: 'relative' }} data-testid={testId}>
      <canvas ref={canvasRef} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : label} aria-hidden={decorative || undefined}>
        {children}
      </canvas>
    </div>
  );
}
