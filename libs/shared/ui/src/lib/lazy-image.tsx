import { useEffect, useRef, useState } from 'react';

/** The spec: "Image lazy-load margin 200px" (the fade-in of 500 ms is in styles.css, .lazy-image). */
export const LAZY_IMAGE_ROOT_MARGIN = '200px';

export interface LazyImageProps {
  src: string;
  /** Text alternative; empty for a decorative image (a visible label beside it already says it), which is then hidden from screen readers. */
  alt: string;
  /** The box's size in CSS pixels, reserved before the image arrives so nothing moves (CLS); it shrinks with its container, keeping the ratio. */
  width: number;
  height: number;
  className?: string;
  testId?: string;
}

/**
 * An image fetched only once it comes within 200px of the viewport (at once where the browser has
 * no IntersectionObserver), fading in over 500 ms when it has loaded (not under reduced motion).
 * Its box is reserved from the start; an image that fails to load leaves the empty box, never a
 * broken-image icon.
 */
export function LazyImage({ src, alt, width, height, className, testId = 'lazy-image' }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  // Per src, so a new src starts hidden again and an old answer never shows for it.
  const [outcome, setOutcome] = useState<{ src: string; loaded: boolean } | null>(null);

  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const state = outcome?.src !== src ? (near ? 'loading' : 'waiting') : outcome.loaded ? 'loaded' : 'failed';
  const decorative = alt === '';
  const showing = near && state !== 'failed';
  return (
    <span
      ref={box}
      className={['lazy-image', state === 'loaded' ? 'lazy-image--loaded' : '', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, aspectRatio: `${width} / ${height}` }}
      data-state={state}
      data-testid={testId}
      aria-hidden={decorative ? true : undefined}
      // Until the image is there (or when it failed) the box itself carries its alternative text.
      role={!decorative && !showing ? 'img' : undefined}
      aria-label={!decorative && !showing ? alt : undefined}
    >
      {showing ? (
        <img
          className="lazy-image__img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setOutcome({ src, loaded: true })}
          onError={() => setOutcome({ src, loaded: false })}
        />
      ) : null}
    </span>
  );
}
