import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ModalStep {
  /** Stable identity of the step (React key). */
  key: string;
  /** Up to three titles; they become the step text under the modal title (extra ones are ignored). */
  titles?: readonly string[];
  content: ReactNode;
}

export interface SteppedModalProps {
  open: boolean;
  onClose?: () => void;
  title: ReactNode;
  steps: readonly ModalStep[];
  /** Index into `steps`; only that step's body is rendered. */
  currentStep: number;
  footer?: ReactNode;
  /** Hides the close icon and ignores Escape. */
  noClose?: boolean;
  testId?: string;
}

/**
 * The spec's stepped modal shell: close icon (unless `noClose`), header, a body showing only
 * the current step, and a footer. At most 450x700 px from tablet widths (styles.css).
 */
export function SteppedModal({ open, onClose, title, steps, currentStep, footer, noClose, testId = 'stepped-modal' }: SteppedModalProps) {
  const index = Math.min(Math.max(currentStep, 0), Math.max(steps.length - 1, 0));
  const step = steps[index];
  const titles = (step?.titles ?? []).slice(0, 3).filter(Boolean);
  return (
    <Modal
      open={open}
      onClose={onClose}
      noClose={noClose}
      title={title}
      testId={testId}
      footer={footer}
      headerExtra={
        titles.length ? (
          <div className="modal__step-text" data-testid={`${testId}-step-text`}>
            {titles.map((text, position) => (
              <p key={position} className={position === 0 ? 'modal__step-title' : 'modal__step-subtitle'}>
                {text}
              </p>
            ))}
          </div>
        ) : null
      }
    >
      {step ? <div key={step.key}>{step.content}</div> : null}
    </Modal>
  );
}
