/**
 * A link to a page of the web app for a message to a person (an SMS): the configured web origin
 * (WEB_ORIGIN) and `pathAndQuery` (starting with "/"). Null when the origin is not an http(s)
 * URL, so a misconfigured origin never reaches a client as a link.
 */
export function webLink(webOrigin: string, pathAndQuery: string): string | null {
  let origin: URL;
  try {
    origin = new URL(webOrigin);
  } catch {
    return null;
  }
  if ((origin.protocol !== 'https:' && origin.protocol !== 'http:') || !pathAndQuery.startsWith('/')) return null;
  return `${origin.origin}${pathAndQuery}`;
}
