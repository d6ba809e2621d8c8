import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One step's frame. Each step mounts afresh, and focus moves to it: the button that led here
 * has gone, and a screen reader should read the new question, not fall back to the page.
 * `data-step` names the step (the quick quote's and the purchase's, as the spec names them).
 */
export function StepFrame({ name, header, children }: { name: string; header?: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (name !== 'start') ref.current?.focus();
  }, [name]);
  return (
    <div ref={ref} tabIndex={-1} className="funeral-step" data-testid="quick-quote-step" data-step={name}>
      {header}
      {children}
    </div>
  );
}
