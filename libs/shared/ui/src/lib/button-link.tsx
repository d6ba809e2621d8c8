import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from './button-classes';

export interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  block?: boolean;
  children: ReactNode;
  testId?: string;
}

/** Navigation that looks like a button (it is still a link for assistive technology). */
export function ButtonLink({ to, variant = 'primary', block = false, children, testId }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClasses(variant, block)} data-testid={testId}>
      {children}
    </Link>
  );
}
