import { useEffect, useRef, type ReactNode } from 'react';
import { ProgressHeader, SteppedModal, type ModalStep, type ProgressSection } from '@imali/shared/ui';
import type { WizardProgress } from './wizard-machine';

export interface WizardStepFrameProps {
  /** The step's id, as `data-step`. */
  step: string;
  /** Focus moves to the step when it is shown (not for a first, self-advancing step). */
  autoFocus?: boolean;
  className?: string;
  testId?: string;
  header?: ReactNode;
  children: ReactNode;
}

/**
 * One step's frame. Each step mounts afresh and focus moves to it: the button that led here has
 * gone, and a screen reader should read the new question, not fall back to the page.
 */
export function WizardStepFrame({ step, autoFocus = true, className = 'wizard-step', testId = 'wizard-step', header, children }: WizardStepFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [step, autoFocus]);
  return (
    <div ref={ref} tabIndex={-1} className={className} data-testid={testId} data-step={step}>
      {header}
      {children}
    </div>
  );
}

export interface WizardProgressHeaderProps {
  sections: readonly ProgressSection[];
  progress: WizardProgress | undefined;
  label: string;
  testId?: string;
}

/** The shared progress header at a wizard step's place (hidden for sections without sub-steps). */
export function WizardProgressHeader({ sections, progress, label, testId }: WizardProgressHeaderProps) {
  if (!progress) return null;
  return <ProgressHeader sections={sections} section={progress.section} subStep={progress.subStep} label={label} testId={testId} />;
}

export interface WizardModalProps {
  title: ReactNode;
  /** Every step id in the wizard's order (the modal's steps). */
  stepIds: readonly string[];
  step: string;
  titles: readonly string[];
  /** The current step's content (only it is built). */
  children: ReactNode;
  onClose?: () => void;
  noClose?: boolean;
  footer?: ReactNode;
  testId?: string;
}

/** The spec's stepped modal shell for a wizard: the shared SteppedModal at the current step. */
export function WizardModal({ title, stepIds, step, titles, children, onClose, noClose, footer, testId }: WizardModalProps) {
  const steps: ModalStep[] = stepIds.map((id) => ({ key: id, titles: id === step ? titles : undefined, content: id === step ? children : null }));
  return <SteppedModal open onClose={onClose} noClose={noClose} title={title} steps={steps} currentStep={stepIds.indexOf(step)} footer={footer} testId={testId} />;
}
