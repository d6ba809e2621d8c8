// Imali design system. The stylesheet (styles.css) is loaded once by the shell.
export { Page, type PageProps } from './lib/page';
export { Card, LinkCard, type CardProps, type LinkCardProps } from './lib/card';
export { Button, type ButtonProps, type ButtonVariant } from './lib/button';
export { ButtonLink, type ButtonLinkProps } from './lib/button-link';
export { Spinner, type SpinnerProps } from './lib/spinner';
export { ErrorMessage, type ErrorMessageProps } from './lib/error-message';
export { EmptyState, type EmptyStateProps } from './lib/empty-state';
export { NotFound } from './lib/not-found';
export { Brand } from './lib/brand';
export { ReadOnlyField } from './lib/read-only-field';
export { formatRand, formatMonthYear, formatDate, formatYear, humaniseCode } from './lib/format';
export { Modal, CloseIcon, type ModalProps, type ModalVariant } from './lib/modal';
export { SteppedModal, type SteppedModalProps, type ModalStep } from './lib/stepped-modal';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/confirm-dialog';
export { FullScreenModal, type FullScreenModalProps } from './lib/full-screen-modal';
export { BottomSheet, type BottomSheetProps } from './lib/bottom-sheet';
export { Avatar, DefaultAvatar, type AvatarProps } from './lib/avatar';
export { LinkButton } from './lib/link-button';
