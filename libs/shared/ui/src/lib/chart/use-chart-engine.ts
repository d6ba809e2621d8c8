import { useEffect, useRef } from 'react';

type ChartEngines = typeof import('./chart-engines');

/**
 * A chart's canvas and its chart.js engine, made once the lazy "chart" chunk has arrived
 * (chart-engines.ts: every chart's engine, so chart.js is fetched once) and destroyed with the
 * component. `onReady` hears the engine once made, and null when it goes.
 */
export function useChartEngine<Engine extends { destroy(): void }>(create: (engines: ChartEngines, canvas: HTMLCanvasElement) => Engine | null, onReady?: (engine: Engine | null) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<Engine | null>(null);
  const createRef = useRef(create);
  createRef.current = create;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    let cancelled = false;
    void import(/* webpackChunkName: "chart" */ './chart-engines').then((engines) => {
      if (cancelled || !canvasRef.current) return;
      engineRef.current = createRef.current(engines, canvasRef.current);
      onReadyRef.current?.(engineRef.current);
    });
    return () => {
      cancelled = true;
      engineRef.current?.destroy();
      engineRef.current = null;
      onReadyRef.current?.(null);
    };
  }, []);

  return { canvasRef, engineRef };
}
