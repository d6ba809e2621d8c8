/**
 * The remotes manifest's route patterns (`/funeral`, `/funeral/*`, `/group/:id`), matched the way
 * react-router's matchPath does for them (end: true, case-insensitive, a trailing slash allowed,
 * `*` also matching nothing). Written out here so the route-hints entry carries no router:
 * route-pattern.spec.ts checks it agrees with matchRemote on every route of the area registry.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i]!;
    if (segment === '*' && i === wanted.length - 1) return true;
    const part = given[i];
    if (part === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return given.length === wanted.length;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The decoded path the browser shows, or null when it cannot be decoded (then nothing is hinted). */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
