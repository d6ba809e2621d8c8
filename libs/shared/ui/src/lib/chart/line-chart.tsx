import { useEffect, useRef, type ReactNode } from 'react';
import { useChartEngine } from './use-chart-engine';
import type { LineChartEngine } from './chart-engines';
import type { LineChartHandle, LineChartSpec } from './line-chart-types';

export interface LineChartProps extends LineChartSpec {
  /** The chart's accessible name. */
  label: string;
  /** Height in CSS pixels (the width follows the container). */
  height: number;
  /**
   * The text alternative (e.g. a summary of the lines): inside the canvas for screen readers,
   * and what shows where a canvas cannot be drawn.
   */
  children?: ReactNode;
  /** The chart once drawn (null when it goes), for panning and zooming from outside. */
  onReady?: (chart: LineChartHandle | null) => void;
  testId?: string;
}

/**
 * A line chart on chart.js. chart.js (about 60 KB gzip) loads on the first chart shown, from the
 * shell's build, so remotes share one copy (docs/decisions/shared-line-chart.md). New data is
 * prepared once per change; panning goes through the handle (setXRange), not through props.
 */
export function LineChart({ label, height, children, onReady, testId = 'line-chart', ...spec }: LineChartProps) {
  const specRef = useRef(spec);
  specRef.current = spec;
  const { canvasRef, engineRef } = useChartEngine<LineChartEngine>(({ createLineChart }, canvas) => createLineChart(canvas, specRef.current), onReady);

  const { series, xRange, yMax, xTicks } = spec;
  useEffect(() => {
    engineRef.current?.setSpec(specRef.current);
  }, [series, xRange, yMax, xTicks]);

  return (
    <div className="line-chart" style={{ height, position: 'relative' }} data-testid={testId}>
      <canvas ref={canvasRef} role="img" aria-label={label}>
        {children}
      </canvas>
    </div>
  );
}
