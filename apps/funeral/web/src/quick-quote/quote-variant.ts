// The quick quote's entry-variant experiment (funeral.md section 2, "Quick-quote steps"): each
// visitor is assigned one of three first steps at random, once, and keeps it on this browser.
// `?quoteVariant=1|2|default` forces one (links, e2e tests) without changing the assignment.
// docs/decisions/funeral-web-quick-quote.md.

/** 1: ID number first; 2: age and gender; default: name, surname, email, age, gender, income. */
export const QUOTE_VARIANTS = ['1', '2', 'default'] as const;
export type QuoteVariant = (typeof QUOTE_VARIANTS)[number];

export const QUOTE_VARIANT_STORAGE_KEY = 'imali.funeralQuoteVariant';
export const QUOTE_VARIANT_PARAM = 'quoteVariant';

export function parseQuoteVariant(value: unknown): QuoteVariant | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return (QUOTE_VARIANTS as readonly string[]).includes(text) ? (text as QuoteVariant) : undefined;
}

/** What the assignment needs from localStorage (a test passes a fake one). */
export type VariantStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ChooseQuoteVariantOptions {
  /** The page's query string (`?quote=1&quoteVariant=2`). */
  search?: string;
  /** localStorage; null when the browser refuses it (private modes, blocked storage). */
  storage?: VariantStorage | null;
  /** A number in [0, 1); Math.random by default. */
  random?: () => number;
  /** Where the assignment is kept when storage refuses it (this page load); a test passes its own. */
  memory?: { variant?: QuoteVariant };
}

// When storage is refused the assignment still holds for the rest of this page's life.
const pageMemory: { variant?: QuoteVariant } = {};

function browserStorage(): VariantStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The variant for this visitor: the one `?quoteVariant=` forces, else the one stored at the
 * first assignment, else a new one drawn uniformly and stored. Storage failures never stop the
 * quote: the visitor then keeps the variant for this page load.
 */
export function chooseQuoteVariant({
  search = '',
  storage = browserStorage(),
  random = Math.random,
  memory = pageMemory,
}: ChooseQuoteVariantOptions = {}): QuoteVariant {
  const forced = parseQuoteVariant(new URLSearchParams(search).get(QUOTE_VARIANT_PARAM));
  if (forced) return forced;
  let stored: QuoteVariant | undefined;
  try {
    stored = parseQuoteVariant(storage?.getItem(QUOTE_VARIANT_STORAGE_KEY));
  } catch {
    stored = undefined;
  }
  if (stored) return stored;
  if (memory.variant) return memory.variant;
  const draw = random();
  const index = Math.min(QUOTE_VARIANTS.length - 1, Math.max(0, Math.floor((Number.isFinite(draw) ? draw : 0) * QUOTE_VARIANTS.length)));
  const variant = QUOTE_VARIANTS[index];
  let kept = false;
  try {
    if (storage) {
      storage.setItem(QUOTE_VARIANT_STORAGE_KEY, variant);
      kept = true;
    }
  } catch {
    kept = false;
  }
  // Full or blocked storage: keep it for this page load at least.
  if (!kept) memory.variant = variant;
  return variant;
}
