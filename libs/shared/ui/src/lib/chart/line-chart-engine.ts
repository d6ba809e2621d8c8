// The chart.js side of the shared line chart, loaded only when a chart is first shown
// (line-chart.tsx imports it lazily), so a page without a chart never fetches chart.js and every
// remote that draws one (debt, savings) uses the one copy the shell's build holds
// (docs/decisions/shared-line-chart.md). Only the line controller and what it needs are
// registered, so the rest of chart.js is tree-shaken.
import { Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend, type CartesianScaleOptions, type ChartDataset, type FontSpec, type Scale, type Tick } from 'chart.js';
import { toFont } from 'chart.js/helpers';
import { X_LABEL_GAP_PX, fitLabel, pickXTicks, xTickLimit, type LineChartHandle, type LineChartRange, type LineChartSeries, type LineChartSpec } from './line-chart-types';

Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip, Legend);

export interface LineChartEngine extends LineChartHandle {
  /** New data (a different projection): the datasets are rebuilt once, then drawn without animation. */
  setSpec(spec: LineChartSpec): void;
  destroy(): void;
}

type Dataset = ChartDataset<'line', { x: number; y: number }[]>;

/**
 * An x tick's label cut to the room between two ticks, measured in the tick font: a label wider
 * than that (a long goal name) overlapped its neighbour and ran off the canvas at the axis's start.
 * Called while the scale lays out its ticks, when its width is known and the chart area is not.
 */
function fittedTickLabel(scale: Scale, text: string, ticks: readonly Tick[]): string {
  const span = scale.max - scale.min;
  const step = ticks.length > 1 ? Math.abs(ticks[1]!.value - ticks[0]!.value) : span;
  const room = (span > 0 ? (scale.width * step) / span : scale.width) - X_LABEL_GAP_PX;
  const ctx = scale.ctx;
  ctx.save();
  // Resolved options: the tick font is a plain font spec by now (no script is set for it).
  ctx.font = toFont((scale.options as CartesianScaleOptions).ticks.font as Partial<FontSpec>).string;
  try {
    return fitLabel(text, room, (candidate) => ctx.measureText(candidate).width);
  } finally {
    ctx.restore();
  }
}

/** What the y axis's rand labels take of the canvas's width, before the plot starts. */
const Y_AXIS_ROOM_PX = 70;

function datasets(series: readonly LineChartSeries[]): Dataset[] {
  return series.map((line) => ({
    label: line.label,
    // chart.js reads the points as they are (parsing off): they are already sorted {x, y}.
    data: line.points as { x: number; y: number }[],
    borderColor: line.colour,
    backgroundColor: line.fill ? `${line.colour}33` : line.colour,
    fill: line.fill ? 'origin' : false,
    borderWidth: 2,
    borderDash: line.reference ? [6, 4] : undefined,
    stepped: line.reference ? 'before' : false,
    pointRadius: 0,
    pointHitRadius: 8,
    tension: 0,
  }));
}

export function createLineChart(canvas: HTMLCanvasElement, spec: LineChartSpec): LineChartEngine | null {
  // No 2D context (a test's DOM, a very old browser): the text alternative stays.
  if (!canvas.getContext('2d')) return null;
  let current = spec;
  const chart = new Chart(canvas, {
    type: 'line',
    data: { datasets: datasets(spec.series) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      parsing: false,
      normalized: true,
      interaction: { mode: 'nearest', axis: 'x', intersect: false },
      // As many month labels as fit the width, never rotated, and never the range's own ends
      // (a bound a few months from the last label was drawn over it).
      onResize: (resized, size) => {
        const ticks = resized.options.scales?.['x']?.ticks;
        if (ticks) ticks.maxTicksLimit = xTickLimit(size.width - Y_AXIS_ROOM_PX);
      },
      scales: {
        x: {
          type: 'linear',
          min: spec.xRange.min,
          max: spec.xRange.max,
          // A page's own label positions (spec.xTicks), as many as fit; else chart.js's round values.
          afterBuildTicks(scale) {
            if (!current.xTicks) return;
            scale.ticks = pickXTicks(
              current.xTicks.filter((x) => x >= scale.min && x <= scale.max),
              scale.width,
            ).map((value) => ({ value }));
          },
          ticks: {
            maxTicksLimit: xTickLimit(canvas.clientWidth - Y_AXIS_ROOM_PX),
            includeBounds: false,
            maxRotation: 0,
            autoSkipPadding: 12,
            precision: 0,
            callback(value, _index, ticks) {
              return fittedTickLabel(this, current.formatX(Number(value)), ticks);
            },
          },
        },
        // Not the top bound's own label: a page's head room above its highest value (savings' 1.1 ×
        // R 20 000) drew "R 22 000" over the "R 20 000" just under it.
        y: { type: 'linear', min: 0, max: spec.yMax, ticks: { maxTicksLimit: 6, includeBounds: false, callback: (value) => current.formatY(Number(value)) } },
      },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12 } },
        tooltip: {
          callbacks: {
            title: (items) => (items[0] ? current.formatX(items[0].parsed.x ?? 0) : ''),
            label: (item) => `${item.dataset.label ?? ''}: ${current.formatY(item.parsed.y ?? 0)}`,
          },
        },
      },
    },
  });

  const setXRange = (range: LineChartRange) => {
    const x = chart.options.scales?.['x'];
    if (!x) return;
    x.min = range.min;
    x.max = range.max;
    chart.update('none');
  };

  return {
    setXRange,
    plotArea: () => ({ left: chart.chartArea?.left ?? 0, width: chart.chartArea ? chart.chartArea.right - chart.chartArea.left : canvas.clientWidth }),
    setSpec(next) {
      current = next;
      chart.data.datasets = datasets(next.series);
      const y = chart.options.scales?.['y'];
      if (y) y.max = next.yMax;
      setXRange(next.xRange);
    },
    destroy: () => chart.destroy(),
  };
}
