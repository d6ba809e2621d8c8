// What a request path means, decided once, the same way for every subgraph: the guard must never
// read a path differently from the router (a percent-encoded letter, a doubled slash or a `..`
// once let unsigned calls reach /graphql and /internal/*).

export type NormalisedPath =
  | { ok: true; /** decoded, dot-resolved, lower-cased path without query */ path: string; /** true when the raw path is already that path */ canonical: boolean }
  | { ok: false };

/** A canonical path: slash-separated segments of unreserved characters, none of them `.` or ending in `.`. */
const CANONICAL = /^(?:\/[a-z0-9_~-]+(?:\.[a-z0-9_~-]+)*)+$|^\/$/;

const hasControlCharacter = (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/** `%XX` → byte, bad escapes → null (never a throw); multi-byte UTF-8 must be valid. */
function decodePercent(value: string): string | null {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Decodes (repeatedly, so `%252e` cannot hide a dot), drops `;params`, collapses slashes, resolves
 * `.`/`..`, trims trailing dots and spaces of each segment and lower-cases. `ok: false` for a
 * malformed encoding, a NUL or control character, or a target that is not a path.
 */
export function normaliseRequestPath(rawUrl: string): NormalisedPath {
  let raw = rawUrl;
  // Absolute form (GET http://host/graphql HTTP/1.1): routers take the path part.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(raw);
  if (absolute) raw = raw.slice(absolute[0].length) || '/';
  const end = raw.search(/[?#]/);
  const rawPath = end < 0 ? raw : raw.slice(0, end);
  if (!rawPath.startsWith('/') || rawPath.length > 2048) return { ok: false };
  let decoded = rawPath;
  for (let i = 0; i < 3 && decoded.includes('%'); i++) {
    const next = decodePercent(decoded);
    if (next === null) return { ok: false };
    decoded = next;
  }
  if (decoded.includes('%') || decoded.includes('\\') || hasControlCharacter(decoded)) return { ok: false };
  const segments: string[] = [];
  for (const part of decoded.split('/')) {
    const segment = part.split(';')[0]!;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    // "graphql." and "graphql " name the same thing to some servers and file systems.
    const trimmed = segment.replace(/[. ]+$/, '');
    if (trimmed !== '') segments.push(trimmed.toLowerCase());
  }
  const path = `/${segments.join('/')}`;
  // A fragment is never sent by a real client; refusing it keeps "canonical" one spelling.
  return { ok: true, path, canonical: !absolute && !raw.includes('#') && rawPath === path && CANONICAL.test(rawPath) };
}

/** Paths only the gateway may call (the signed identity header is required), in any spelling. */
export function isGatewayOnlyPath(normalisedPath: string): boolean {
  return normalisedPath === '/graphql' || normalisedPath.startsWith('/graphql/') || normalisedPath === '/internal' || normalisedPath.startsWith('/internal/');
}
