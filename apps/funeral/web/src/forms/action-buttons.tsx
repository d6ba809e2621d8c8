import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@imali/shared/ui';

/** One button of a step that is not a form (Done, Skip for now, Finish, ...). */
export interface ActionButton {
  label: ReactNode;
  onClick: () => void;
  /** The first is primary and the others secondary unless said. */
  variant?: ButtonVariant;
  disabled?: boolean;
  testId?: string;
}

/** A step's buttons, full width, in the order given; `children` after them (Back). */
export function ActionButtons({ buttons, children }: { buttons: readonly ActionButton[]; children?: ReactNode }) {
  return (
    <div className="funeral-actions">
      {buttons.map((button, index) => (
        <Button key={index} block variant={button.variant ?? (index === 0 ? 'primary' : 'secondary')} onClick={button.onClick} disabled={button.disabled} data-testid={button.testId}>
          {button.label}
        </Button>
      ))}
      {children}
    </div>
  );
}
