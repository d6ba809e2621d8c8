import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface FullScreenModalProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The dismiss button; the spec's default label is "OK, got it". */
  dismissLabel?: string;
  onDismiss: () => void;
  children?: ReactNode;
  testId?: string;
}

/** A message that takes the whole screen: title, description and one dismiss button. */
export function FullScreenModal({
  open,
  title,
  description,
  dismissLabel = 'OK, got it',
  onDismiss,
  children,
  testId = 'full-screen-modal',
}: FullScreenModalProps) {
  return (
    <Modal
      open={open}
      variant="full-screen"
      title={title}
      description={description}
      onClose={onDismiss}
      // Its one button is the way out (Escape does the same), so no close icon.
      showCloseIcon={false}
      testId={testId}
      footer={
        <Button block onClick={onDismiss}>
          {dismissLabel}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
