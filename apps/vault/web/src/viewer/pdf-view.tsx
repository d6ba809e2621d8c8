// The PDF viewer (pdfjs-dist), in its own chunk: the vault's pages load it only when a PDF is
// opened, and its worker (a separate file, never parsed on the main thread) only then too.
import { useEffect, useRef, useState } from 'react';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import { EmptyState, ErrorMessage, Spinner } from '@imali/shared/ui';
import { DOCUMENTS_ERROR_MESSAGE } from '../documents/document-states';

// webpack emits the worker as an asset beside this chunk and gives its URL (no second bundle).
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Pages wider than this (CSS px) are drawn at this width; the canvas keeps the screen's pixel density. */
const MAX_WIDTH = 900;

export interface PdfViewProps {
  url: string;
  title: string;
  onShown?: () => void;
}

export default function PdfView({ url, title, onShown }: PdfViewProps) {
  const shown = useRef(onShown);
  shown.current = onShown;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'missing' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let cancelled = false;
    setState('loading');
    host.replaceChildren();
    const task = getDocument({ url, withCredentials: true });
    (async () => {
      const pdf = await task.promise;
      const width = Math.min(MAX_WIDTH, host.clientWidth || MAX_WIDTH);
      const ratio = window.devicePixelRatio || 1;
      for (let number = 1; number <= pdf.numPages && !cancelled; number += 1) {
        const page = await pdf.getPage(number);
        const scale = width / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title}, page ${number} of ${pdf.numPages}`);
        canvas.className = 'vault-pdf__page';
        host.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) {
        setState('shown');
        shown.current?.();
      }
    })().catch((error: unknown) => {
      // 404 (pdf.js's ResponseException): not the client's, unknown, or (credit life, clearance) not made yet: §8's 'Not Found'.
      if (!cancelled) setState((error as { status?: unknown } | null)?.status === 404 ? 'missing' : 'failed');
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, title, attempt]);

  return (
    <div className="vault-pdf" data-testid="pdf-view" data-state={state}>
      {state === 'loading' ? <Spinner label="Opening the document" /> : null}
      {state === 'missing' ? <EmptyState title="Not Found" description="This document is not available." testId="pdf-view-missing" /> : null}
      {state === 'failed' ? <ErrorMessage message={DOCUMENTS_ERROR_MESSAGE} onRetry={() => setAttempt((n) => n + 1)} testId="pdf-view-error" /> : null}
      <div ref={container} className="vault-pdf__pages" />
    </div>
  );
}
