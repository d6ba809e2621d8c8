// A button's classes, without React: Button's, and the first-paint scripts' (which draw the same
// HTML before React has arrived).
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export function buttonClasses(variant: ButtonVariant, block: boolean, extra?: string) {
  return ['button', `button--${variant}`, block ? 'button--block' : '', extra ?? ''].filter(Boolean).join(' ');
}
