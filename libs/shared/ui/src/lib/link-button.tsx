import type { ButtonHTMLAttributes } from 'react';

/** An action that reads as a text link (e.g. "Terms" opening a modal); still a button for assistive technology. */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={className ? `link-button ${className}` : 'link-button'} {...rest} />;
}
