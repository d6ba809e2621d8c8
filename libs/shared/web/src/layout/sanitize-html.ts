import DOMPurify from 'dompurify';

/**
 * HTML from the server made safe to render: scripts, event handlers (`onerror`, ...),
 * `javascript:` URLs, SVG and MathML are removed. Use before every `dangerouslySetInnerHTML`.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
