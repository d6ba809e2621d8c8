import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Spinner, type ButtonProps } from '@imali/shared/ui';
import type { QuickQuoteValues } from '../quote/quote-values';
import { chooseQuoteVariant } from './quote-variant';

// The wizard (quote and purchase) is loaded when it is first opened: pages that only show
// policies or the calculator do not carry it.
const QuickQuoteWizard = lazy(() => import('./quick-quote-wizard').then((module) => ({ default: module.QuickQuoteWizard })));

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

/**
 * The history entry's state that carries another screen's answers into the wizard (the quote
 * calculator's "Get me covered!"): the calculator and the wizard are siblings under the
 * remote's routes, and the answers stay with the entry (a refresh reopens the purchase).
 */
export const PURCHASE_STATE_KEY = 'funeralPurchase';

/** The answers in a history entry's state, when they look like a quote's. */
export function purchaseFromState(state: unknown): Partial<QuickQuoteValues> | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const answers = (state as Record<string, unknown>)[PURCHASE_STATE_KEY];
  if (!answers || typeof answers !== 'object' || typeof (answers as QuickQuoteValues).coverAmount !== 'number') return undefined;
  return answers as Partial<QuickQuoteValues>;
}

/** Opens the wizard at the purchase (mainMember) with these answers: `?quote=1` and the history state. */
export function useOpenPurchase(): (answers: Partial<QuickQuoteValues> & Pick<QuickQuoteValues, 'coverAmount'>) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (answers) => {
      const next = new URLSearchParams(search);
      next.set(QUOTE_PARAM, '1');
      navigate({ pathname, search: `?${next.toString()}` }, { state: { [PURCHASE_STATE_KEY]: answers } });
    },
    [navigate, pathname, search],
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
  const { search, state } = useLocation();
  // Chosen once per opening: the experiment's assignment, or the variant the address forces.
  const [variant] = useState(() => chooseQuoteVariant({ search }));
  const [purchaseFrom] = useState(() => purchaseFromState(state));
  return (
    <Suspense fallback={<Spinner label="Getting your quote ready" />}>
      <QuickQuoteWizard variant={variant} onClose={onClose} purchaseFrom={purchaseFrom} />
    </Suspense>
  );
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
