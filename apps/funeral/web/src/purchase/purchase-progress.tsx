import { ProgressHeader } from '@imali/shared/ui';
import { buySubStep, isPurchaseStep, progressSection, PROGRESS_SECTIONS } from './purchase-steps';

/**
 * The progress header (funeral.md section 2) for any wizard step: the shared ProgressHeader with
 * the purchase's sections, so it shows for the Buy section only, the current sub-step marked.
 */
export function PurchaseProgress({ step }: { step: string }) {
  return (
    <ProgressHeader
      sections={PROGRESS_SECTIONS}
      section={progressSection(step)}
      subStep={isPurchaseStep(step) ? buySubStep(step) : undefined}
      label="Purchase progress"
      testId="purchase-progress"
    />
  );
}
