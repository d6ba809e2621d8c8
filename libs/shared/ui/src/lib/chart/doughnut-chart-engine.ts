// The chart.js side of the shared doughnut chart. It is loaded with the line chart's engine in the
// shell's one lazy "chart" chunk (chart-engines.ts), so a page without a chart fetches neither.
import { ArcElement, Chart, DoughnutController, Tooltip } from 'chart.js';
import type { DoughnutChartSpec } from './doughnut-chart-types';

Chart.register(DoughnutController, ArcElement, Tooltip);

export interface DoughnutChartEngine {
  setSpec(spec: DoughnutChartSpec): void;
  destroy(): void;
}

const data = (spec: DoughnutChartSpec) => ({
  labels: spec.slices.map((slice) => slice.label),
  datasets: [{ data: spec.slices.map((slice) => slice.value), backgroundColor: spec.slices.map((slice) => slice.colour), borderColor: '#ffffff', borderWidth: 2 }],
});

export function createDoughnutChart(canvas: HTMLCanvasElement, spec: DoughnutChartSpec): DoughnutChartEngine | null {
  // No 2D context (a test's DOM): the text alternative stays.
  if (!canvas.getContext('2d')) return null;
  let current = spec;
  const chart = new Chart(canvas, {
    type: 'doughnut',
    data: data(spec),
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      cutout: '60%',
      plugins: {
        // The page draws its own legend (HTML, with the amounts): chart.js's is not registered.
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => `${item.label}: ${current.formatValue(Number(item.raw))}` } },
      },
    },
  });
  return {
    setSpec(next) {
      current = next;
      chart.data = data(next);
      chart.update('none');
    },
    destroy: () => chart.destroy(),
  };
}
