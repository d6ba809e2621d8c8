/** A 1x1 PNG: a real image the browser can decode (and scale) before uploading. */
export const tinyPng = {
  name: 'id-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
};

/** A minimal PDF (the vault judges it by its first bytes). */
export const tinyPdf = {
  name: 'id-document.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
};

/** YYYY-MM-DD of a date of birth that makes someone `age` today (their birthday a month ago). */
export function bornYearsAgo(age: number): string {
  const day = new Date(Date.now() - 30 * 86_400_000);
  day.setUTCFullYear(day.getUTCFullYear() - age);
  return day.toISOString().slice(0, 10);
}
