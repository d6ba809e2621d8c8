// HTML text for first-paint scripts, which have no React: every value put into the template is
// escaped (a creditor's name or a client's text can never become markup), except Html made by
// this same tag.

/** HTML made by `html`: put into another template as it is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe as element content and as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function part(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(part).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A template of HTML: values are escaped, Html values and arrays of them are put in as they are; null, undefined and false are nothing. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += part(value) + (strings[index + 1] ?? '');
  });
  return new Html(text);
}
