import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, type ButtonProps } from '@imali/shared/ui';
import { QuickQuoteWizard } from './quick-quote-wizard';
import { chooseQuoteVariant } from './quote-variant';

/** `?quote=1` opens the quick quote on any of the remote's pages (links, e2e tests, a refresh). */
export const QUOTE_PARAM = 'quote';

/** Opens the quick quote: adds `?quote=1` to the current page's address (Back closes it). */
export function useOpenQuickQuote(): () => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(QUOTE_PARAM, '1');
        return next;
      }),
    [setSearchParams],
  );
}

/** "Get a quote": opens the quick-quote wizard. */
export function GetQuoteButton({ children = 'Get a quote', ...props }: Omit<ButtonProps, 'onClick'>) {
  const open = useOpenQuickQuote();
  return (
    <Button data-testid="get-a-quote" {...props} onClick={open}>
      {children}
    </Button>
  );
}

function OpenWizard({ onClose }: { onClose: () => void }) {
  const { search } = useLocation();
  // Chosen once per opening: the experiment's assignment, or the variant the address forces.
  const [variant] = useState(() => chooseQuoteVariant({ search }));
  return <QuickQuoteWizard variant={variant} onClose={onClose} />;
}

/** Shows the quick quote while the address has `?quote=1`; closing removes it. */
export function QuickQuoteHost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get(QUOTE_PARAM) === '1';
  const close = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(QUOTE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return open ? <OpenWizard onClose={close} /> : null;
}
