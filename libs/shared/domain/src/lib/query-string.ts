// Builds URL query strings from an object (spec: skips null values, encodes keys and values).

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

// encodeURIComponent throws on a lone surrogate (half an emoji); send U+FFFD instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

function encodePair(key: string, value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  return `${encode(key)}=${encode(String(value))}`;
}

/**
 * "a=1&b=x%20y" without a leading "?". Null and undefined are skipped (also inside lists);
 * a list repeats its key; an empty string is kept ("q="). Keys keep the object's order.
 */
export function buildQueryString(params: QueryParams | null | undefined): string {
  if (params === null || typeof params !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== null && typeof value === 'object') continue;
      const pair = encodePair(key, value);
      if (pair !== undefined) pairs.push(pair);
    }
  }
  return pairs.join('&');
}

/** The path with "?" and the query string added when there is one: `/sign-in?redirect=%2Fsavings`. */
export function withQueryString(path: string, params: QueryParams | null | undefined): string {
  const query = buildQueryString(params);
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
