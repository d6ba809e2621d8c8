// Every chart.js engine of the design system, in one module: the charts import it lazily as the
// shell's one "chart" chunk, so chart.js is fetched once, on the first chart shown, whichever it is.
export { createLineChart, type LineChartEngine } from './line-chart-engine';
export { createDoughnutChart, type DoughnutChartEngine } from './doughnut-chart-engine';
