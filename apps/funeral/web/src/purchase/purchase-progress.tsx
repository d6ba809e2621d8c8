import { BUY_SUB_STEPS, buySubStep, progressSection } from './purchase-steps';
import type { PurchaseStep } from './purchase-steps';

/**
 * The progress header (funeral.md section 2): shown for the Buy section only, its five
 * sub-steps with the current one marked (aria-current="step") and the earlier ones done.
 */
export function PurchaseProgress({ step }: { step: string }) {
  if (progressSection(step) !== 'Buy') return null;
  const current = buySubStep(step as PurchaseStep);
  const position = current ? BUY_SUB_STEPS.indexOf(current) : -1;
  return (
    <nav className="funeral-progress" aria-label="Purchase progress" data-testid="purchase-progress">
      <ol className="funeral-progress__list">
        {BUY_SUB_STEPS.map((name, index) => (
          <li
            key={name}
            className={['funeral-progress__item', index < position ? 'funeral-progress__item--done' : '', index === position ? 'funeral-progress__item--current' : ''].filter(Boolean).join(' ')}
            aria-current={index === position ? 'step' : undefined}
          >
            <span className="funeral-progress__marker" aria-hidden="true">
              {index + 1}
            </span>
            <span className="funeral-progress__label">
              {name}
              {index < position ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
