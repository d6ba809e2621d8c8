// A file name as a client gave it, made safe to store and show: no path, no control or
// bidirectional-override characters (U+202E turns "invoice‮fdp.exe" into what reads as
// "invoiceexe.pdf"), a bounded length, and an extension that says what the bytes really are.
// Used wherever a name is accepted or stored: the gateway's /files, the vault, client documents.

/** At most this many characters (code points), extension included. */
export const FILE_NAME_MAX_LENGTH = 120;

/** The extensions each stored type may carry; the first is the one given when it has none or a wrong one. */
export const FILE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

// C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates
// (U+200E/F, U+202A–U+202E, U+2066–U+2069, and the Arabic letter mark U+061C).
function invisible(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x061c || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Text without control or bidi characters, NFC, trimmed: for names shown to people (a document's title). */
export function safeDisplayText(raw: string): string {
  return [...raw.normalize('NFC')].filter((char) => !invisible(char.codePointAt(0)!)).join('').trim();
}

function withoutTrailingDots(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '.' || /\s/.test(text[end - 1]!))) end -= 1;
  return text.slice(0, end);
}

/** "a.b.pdf" → ["a.b", "pdf"]; an extension is 1 to 10 letters or digits after the last dot. */
function splitExtension(name: string): [string, string | undefined] {
  const dot = name.lastIndexOf('.');
  return dot > 0 && /^[A-Za-z0-9]{1,10}$/.test(name.slice(dot + 1)) ? [name.slice(0, dot), name.slice(dot + 1)] : [name, undefined];
}

/**
 * The name to store for a file whose bytes are `contentType` (as sniffed, not as declared).
 * Idempotent; never empty (`document.pdf` and so on when nothing usable is left).
 */
export function safeFileName(raw: unknown, contentType: string): string {
  const extensions = FILE_EXTENSIONS[contentType];
  const canonical = extensions?.[0];
  // Far longer than any real name: the rest is dropped before any work is done on it.
  let name = typeof raw === 'string' ? safeDisplayText(raw.slice(0, 4 * FILE_NAME_MAX_LENGTH)) : '';
  // No directories (either separator), no characters file systems refuse, no leading dots.
  name = name.replace(/^.*[\\/]/, '');
  name = [...name].filter((char) => !'"<>|:*?'.includes(char)).join('').replace(/^[.\s]+/, '');
  // The extension stays when the bytes are of that type; a wrong one ("cv.pdf.exe" for a PDF) goes,
  // and the name ends in the type's extension (unless what is left already does: "cv.pdf").
  let [base, extension] = splitExtension(name);
  if (extensions && !(extension && extensions.includes(extension.toLowerCase()))) {
    const [inner, innerExtension] = splitExtension(base);
    [base, extension] = innerExtension && extensions.includes(innerExtension.toLowerCase()) ? [inner, innerExtension] : [base, canonical];
  }
  const suffix = extension ? `.${extension}` : '';
  base = withoutTrailingDots([...withoutTrailingDots(base)].slice(0, FILE_NAME_MAX_LENGTH - suffix.length).join('')) || 'document';
  return `${base}${suffix}`;
}
