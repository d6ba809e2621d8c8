import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface BottomSheetProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  testId?: string;
}

/** A panel that slides up from the bottom: title, description, close icon. */
export function BottomSheet({ open, title, description, onClose, children, testId = 'bottom-sheet' }: BottomSheetProps) {
  return (
    <Modal open={open} variant="bottom-sheet" title={title} description={description} onClose={onClose} testId={testId}>
      {children}
    </Modal>
  );
}
