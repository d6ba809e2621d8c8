// The drawing surface of the mandate's sign step, on signature_pad. Loaded lazily (React.lazy in
// the wizard) so neither this nor signature_pad weighs on a page's first load.
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_MAX_LENGTH } from '@imali/shared/domain';

export interface SignaturePadFieldProps {
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onChange: (dataUrl: string | null) => void;
  /** Clears the drawing when it changes (the Clear button's count). */
  clearSignal: number;
  label: string;
  describedBy?: string;
}

/** Export sizes tried in turn: the signature must stay within the server's 10,000 characters. */
const EXPORT_SCALES = [1, 0.75, 0.5, 0.35];

/**
 * The drawing as a PNG data URL at the canvas's on-screen size (not the device's pixel ratio),
 * smaller until it fits the limit; the smallest try when none does (the rule then says so).
 */
export function exportSignature(canvas: HTMLCanvasElement, cssWidth: number, cssHeight: number): string {
  let dataUrl = '';
  for (const scale of EXPORT_SCALES) {
    const copy = document.createElement('canvas');
    copy.width = Math.max(1, Math.round(cssWidth * scale));
    copy.height = Math.max(1, Math.round(cssHeight * scale));
    copy.getContext('2d')?.drawImage(canvas, 0, 0, copy.width, copy.height);
    dataUrl = copy.toDataURL('image/png');
    if (dataUrl.length <= SIGNATURE_MAX_LENGTH) return dataUrl;
  }
  return dataUrl;
}

export default function SignaturePadField({ onChange, clearSignal, label, describedBy }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    // Sharp lines on high-density screens; the export is at the on-screen size.
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    const size = () => ({ width: canvas.offsetWidth || 320, height: canvas.offsetHeight || 160 });
    let fittedWidth = 0;
    const fit = () => {
      const { width, height } = size();
      fittedWidth = width;
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
    };
    fit();
    const pad = new SignaturePad(canvas, { minWidth: 0.8, maxWidth: 2.2, penColor: '#111827' });
    padRef.current = pad;
    const drawn = () => {
      const { width, height } = size();
      latestOnChange.current(pad.isEmpty() ? null : exportSignature(canvas, width, height));
    };
    pad.addEventListener('endStroke', drawn);
    // A canvas of another width loses its drawing: start again rather than keep a stretched one
    // (a phone's address bar changing the height alone keeps it).
    const resized = () => {
      if (size().width === fittedWidth) return;
      fit();
      pad.clear();
      latestOnChange.current(null);
    };
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
      pad.removeEventListener('endStroke', drawn);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (clearSignal === 0) return;
    padRef.current?.clear();
    latestOnChange.current(null);
  }, [clearSignal]);

  return (
    <canvas
      ref={canvasRef}
      className="signature-pad__canvas"
      data-testid="signature-pad"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      style={{ width: '100%', height: 160, touchAction: 'none', display: 'block' }}
    />
  );
}
