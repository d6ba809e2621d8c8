import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  /** With `onCancel` the dialog shows a cancel button, and Escape cancels. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  testId?: string;
}

/** Title, description, a confirm button and an optional cancel button. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel,
  busy = false,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onClose={onCancel && !busy ? onCancel : undefined}
      // A confirmation is answered with its buttons, not dismissed with an icon.
      noClose={!onCancel}
      testId={testId}
      footer={
        <div className="modal__actions">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </div>
      }
    />
  );
}
