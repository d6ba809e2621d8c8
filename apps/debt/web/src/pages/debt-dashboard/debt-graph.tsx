// "My Debt Graph": the chosen projection and the income line on the shared line chart, about
// 24 months per 400 px, dragged to pan and wheeled to zoom (16 ms throttle). A pan frame only
// moves the x scale (LineChartHandle.setXRange: chart.update('none')); the lines are prepared
// once per projection. Each frame is measured as 'debt-graph-pan' (performance.measure).
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, FullScreenModal, formatRand, LineChart, type LineChartHandle, type LineChartRange } from '@imali/shared/ui';
import {
  debtGraphData,
  GRAPH_EVENT_THROTTLE_MS,
  GRAPH_HEIGHT,
  initialWindow,
  monthLabel,
  monthsPerPixel,
  PAN_MEASURE,
  panWindow,
  zoomWindow,
  type DebtGraphData,
  type DebtGraphInput,
} from './debt-graph-model';
import { isDevelopmentBuild } from '../../feature-flags';

export const GRAPH_INFO_TITLE = 'What is My Debt Graph?';
export const GRAPH_INFO_TEXT =
  'My Debt Graph shows what you will pay towards your debt each month until it is paid off, from your credit record. Switch on Debt Counselling or the Snowball below to see how they would change it. The line "My income" is the income we used, for comparison (* when it is the credit bureau\'s estimate). Drag the graph to move through the months; use the mouse wheel to zoom.';

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Runs one frame's window change between two performance marks (read by e2e and the bench). */
function measuredFrame(apply: () => void) {
  const marks = typeof performance !== 'undefined' && typeof performance.mark === 'function';
  if (marks) performance.mark(`${PAN_MEASURE}-start`);
  apply();
  if (marks) {
    try {
      performance.measure(PAN_MEASURE, `${PAN_MEASURE}-start`);
    } catch {
      // A browser without User Timing level 3: no measure, the frame still ran.
    }
  }
}

interface BenchResult {
  frames: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}

declare global {
  interface Window {
    /** Non-production builds only: pans the drawn graph `frames` times (one per animation frame) and times each. */
    __imaliDebtGraphBench?: (frames?: number) => Promise<BenchResult | null>;
  }
}

function textSummary(data: DebtGraphData): string {
  const [debt] = data.series;
  const first = debt?.points[0];
  const last = debt?.points[debt.points.length - 1];
  if (!debt || !first || !last) return '';
  return `${debt.label}: ${formatRand(first.y)} in ${monthLabel(data.origin, first.x)}, ${formatRand(last.y)} in ${monthLabel(data.origin, last.x)}.`;
}

export interface DebtGraphProps extends DebtGraphInput {
  /** Width the window starts from before the container is measured (tests). */
  initialWidth?: number;
}

export function DebtGraph({ initialWidth = 400, ...input }: DebtGraphProps) {
  const { payments, source, income, incomeEstimated, origin } = input;
  const data = useMemo(() => debtGraphData({ payments, source, income, incomeEstimated, origin }), [payments, source, income, incomeEstimated, origin]);
  const [infoOpen, setInfoOpen] = useState(false);
  const [width, setWidth] = useState(initialWidth);
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<LineChartHandle | null>(null);
  const startWindow = useMemo(() => (data ? initialWindow(data.bounds, width) : { min: 0, max: 1 }), [data, width]);
  // The window on screen: back to the start only when the data or the width change (a
  // re-render for anything else keeps where the client panned to).
  const windowRef = useRef<LineChartRange>(startWindow);
  const startRef = useRef(startWindow);
  if (startRef.current !== startWindow) {
    startRef.current = startWindow;
    windowRef.current = startWindow;
  }

  // The container's width sets how many months show.
  useEffect(() => {
    const element = containerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width;
      if (measured && Math.abs(measured - width) >= 1) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const show = useCallback((next: LineChartRange) => {
    windowRef.current = next;
    const chart = chartRef.current;
    if (chart) measuredFrame(() => chart.setXRange(next));
  }, []);

  // Pan and zoom events: at most one frame per 16 ms; what arrives between is added up and
  // drawn by a trailing frame.
  const pending = useRef<{ dx: number; zoom: { factor: number; anchorPx: number } | null; timer: ReturnType<typeof setTimeout> | null; last: number }>({ dx: 0, zoom: null, timer: null, last: 0 });
  const flush = useCallback(() => {
    const state = pending.current;
    state.timer = null;
    state.last = now();
    const chart = chartRef.current;
    if (!data || !chart) {
      state.dx = 0;
      state.zoom = null;
      return;
    }
    const area = chart.plotArea();
    let next = windowRef.current;
    if (state.dx) next = panWindow(next, -state.dx * monthsPerPixel(next, area.width), data.bounds);
    if (state.zoom) {
      const anchor = next.min + (state.zoom.anchorPx - area.left) * monthsPerPixel(next, area.width);
      next = zoomWindow(next, state.zoom.factor, anchor, data.bounds);
    }
    state.dx = 0;
    state.zoom = null;
    if (next.min !== windowRef.current.min || next.max !== windowRef.current.max) show(next);
  }, [data, show]);
  const schedule = useCallback(() => {
    const state = pending.current;
    if (state.timer) return;
    const wait = GRAPH_EVENT_THROTTLE_MS - (now() - state.last);
    if (wait <= 0) flush();
    else state.timer = setTimeout(flush, wait);
  }, [flush]);
  useEffect(() => () => {
    if (pending.current.timer) clearTimeout(pending.current.timer);
  }, []);

  const drag = useRef<{ x: number; id: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.id !== event.pointerId) return;
    pending.current.dx += event.clientX - drag.current.x;
    drag.current.x = event.clientX;
    schedule();
  };
  const endDrag = () => {
    drag.current = null;
  };

  // The wheel zooms the graph, not the page: a non-passive listener may cancel the scroll.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!data) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = event.deltaY > 0 ? 1.15 : 1 / 1.15;
      const zoom = pending.current.zoom;
      pending.current.zoom = { factor: (zoom?.factor ?? 1) * factor, anchorPx: event.clientX - rect.left };
      schedule();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [data, schedule]);

  // Arrow keys pan a sixth of the window, + and - zoom: the graph is usable without a pointer.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!data) return;
    const current = windowRef.current;
    const step = (current.max - current.min) / 6;
    const centre = (current.min + current.max) / 2;
    const moves: Record<string, () => LineChartRange> = {
      ArrowLeft: () => panWindow(current, -step, data.bounds),
      ArrowRight: () => panWindow(current, step, data.bounds),
      '+': () => zoomWindow(current, 1 / 1.5, centre, data.bounds),
      '=': () => zoomWindow(current, 1 / 1.5, centre, data.bounds),
      '-': () => zoomWindow(current, 1.5, centre, data.bounds),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    show(move());
  };

  // The benchmark hook (non-production builds): pans the drawn graph one month per animation
  // frame, right then back left across the data, and reports each frame's time.
  useEffect(() => {
    if (!isDevelopmentBuild() || typeof window === 'undefined' || !data) return undefined;
    window.__imaliDebtGraphBench = async (frames = 120) => {
      if (!chartRef.current) return null;
      const times: number[] = [];
      let current = windowRef.current;
      let direction = 1;
      for (let frame = 0; frame < frames; frame++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        let next = panWindow(current, direction, data.bounds);
        if (next.min === current.min) {
          direction = -direction;
          next = panWindow(current, direction, data.bounds);
        }
        current = next;
        const started = now();
        show(current);
        times.push(now() - started);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
      return { frames, meanMs: mean, p95Ms: times[Math.floor(times.length * 0.95)] ?? 0, maxMs: times[times.length - 1] ?? 0 };
    };
    return () => {
      delete window.__imaliDebtGraphBench;
    };
  }, [data, show]);

  const onReady = useCallback((chart: LineChartHandle | null) => {
    chartRef.current = chart;
  }, []);

  return (
    <section className="card debt-graph" aria-labelledby="debt-graph-title" data-testid="debt-graph">
      <div className="debt-graph__header">
        <h2 className="card__title" id="debt-graph-title">
          My Debt Graph
        </h2>
        <Button variant="ghost" onClick={() => setInfoOpen(true)} aria-label={GRAPH_INFO_TITLE} data-testid="debt-graph-info">
          ?
        </Button>
      </div>
      {data ? (
        <div
          ref={containerRef}
          className="debt-graph__canvas"
          tabIndex={0}
          aria-label="My Debt Graph: drag or use the arrow keys to move through the months, + and - to zoom"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
          style={{ touchAction: 'pan-y' }}
          data-testid="debt-graph-area"
          data-source={source}
          data-points={data.series[0]?.points.length}
        >
          <LineChart
            label="My Debt Graph"
            height={GRAPH_HEIGHT}
            series={data.series}
            xRange={startWindow}
            yMax={data.yMax}
            formatX={(x) => monthLabel(data.origin, x)}
            formatY={(y) => formatRand(y, { decimals: 0 })}
            onReady={onReady}
            testId="debt-graph-chart"
          >
            <p data-testid="debt-graph-summary">{textSummary(data)}</p>
          </LineChart>
        </div>
      ) : (
        <p className="muted" data-testid="debt-graph-empty">
          There is no debt to show.
        </p>
      )}
      <FullScreenModal open={infoOpen} title={GRAPH_INFO_TITLE} description={GRAPH_INFO_TEXT} onDismiss={() => setInfoOpen(false)} testId="debt-graph-info-modal" />
    </section>
  );
}
