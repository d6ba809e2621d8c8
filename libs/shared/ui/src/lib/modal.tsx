import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type ModalVariant = 'dialog' | 'full-screen' | 'bottom-sheet';

export interface ModalProps {
  open: boolean;
  /** The close icon and Escape call this; without it (or with `noClose`) the modal cannot be dismissed that way. */
  onClose?: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Shown under the title inside the header, e.g. a stepped modal's step text. */
  headerExtra?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Hides the close icon and ignores Escape (the spec's "no-close"). */
  noClose?: boolean;
  /** false: Escape still closes, but there is no icon (the overlay has its own dismiss button). */
  showCloseIcon?: boolean;
  /** Accessible name of the close icon. */
  closeLabel?: string;
  variant?: ModalVariant;
  testId?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('inert'));
}

// Open modals, innermost last: only the top one answers Escape and keeps focus; the page
// scrolls again when the last one closes.
const openStack: string[] = [];
let savedOverflow = '';

function pushModal(id: string) {
  if (openStack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openStack.push(id);
}

function popModal(id: string) {
  const index = openStack.lastIndexOf(id);
  if (index >= 0) openStack.splice(index, 1);
  if (openStack.length === 0) document.body.style.overflow = savedOverflow;
}

const isTop = (id: string) => openStack[openStack.length - 1] === id;

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/**
 * The one overlay primitive: a modal dialog (role="dialog", aria-modal) in a portal, named by
 * its title. Focus moves into it on open, Tab stays inside, Escape and the close icon call
 * `onClose`, and focus returns to where it was when it closes. The page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  headerExtra,
  children,
  footer,
  noClose = false,
  showCloseIcon = true,
  closeLabel = 'Close',
  variant = 'dialog',
  testId = 'modal',
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const canClose = !noClose && Boolean(onClose);
  // The document listeners read the latest props without re-subscribing on every render.
  const latest = useRef({ onClose, canClose });
  useEffect(() => {
    latest.current = { onClose, canClose };
  });

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    dialogRef.current?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTop(id) && latest.current.canClose) {
        event.stopPropagation();
        latest.current.onClose?.();
      }
    };
    // Focus that wanders out of the top modal (a click on the backdrop, a script) comes back.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && isTop(id) && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      popModal(id);
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [open, id]);

  if (!open) return null;

  // Light focus trap: Tab from the last element goes to the first and Shift+Tab back.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`modal-backdrop modal-backdrop--${variant}`}>
      <div
        ref={dialogRef}
        className={`modal modal--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {canClose && showCloseIcon ? (
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={() => onClose?.()} data-testid={`${testId}-close`}>
              <CloseIcon />
            </button>
          ) : null}
          {headerExtra ? <div className="modal__header-extra">{headerExtra}</div> : null}
        </div>
        <div className="modal__body">
          {description ? (
            <p id={descriptionId} className="modal__description">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
