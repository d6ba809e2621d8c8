// The vault's one PDF template layer (pdfkit): a template is a name, a version and a render
// function over plain data; renderPdf makes the bytes. Every page carries the template's name and
// version and when it was made, so a stored PDF says which data and wording it holds.
import PDFDocument from 'pdfkit';

export interface PdfTemplate<D> {
  /** Stable name, e.g. FUNERAL_SCHEDULE. */
  name: string;
  /** Raised whenever the wording or layout changes: stored documents keep the version they were made with. */
  version: number;
  title(data: D): string;
  render(page: PdfPage, data: D): void;
}

export const templateId = (template: Pick<PdfTemplate<unknown>, 'name' | 'version'>) => `${template.name}@${template.version}`;

const BRAND = '#0b5d4b';
const MUTED = '#555555';

/** The few building blocks every template uses (so the documents look alike). */
export class PdfPage {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  heading(text: string): this {
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text).fillColor('#000').font('Helvetica').fontSize(10).moveDown(0.2);
    return this;
  }

  paragraph(text: string): this {
    this.doc.font('Helvetica').fontSize(10).fillColor('#000').text(text, { align: 'left' }).moveDown(0.4);
    return this;
  }

  /** Label and value pairs, two columns. */
  fields(rows: readonly (readonly [string, string])[]): this {
    const { doc } = this;
    const left = doc.page.margins.left;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y, { width: 170 });
      doc.fillColor('#000').text(value, left + 180, y, { width: doc.page.width - left - doc.page.margins.right - 180 });
      doc.moveDown(0.15);
    }
    doc.x = left;
    return this;
  }

  /** A table with a header row; columns share the width by `widths` (fractions). */
  table(header: readonly string[], rows: readonly (readonly string[])[], widths?: readonly number[]): this {
    const { doc } = this;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const fractions = widths ?? header.map(() => 1 / header.length);
    const line = (cells: readonly string[], bold: boolean) => {
      const y = doc.y;
      let x = left;
      let bottom = y;
      cells.forEach((cell, i) => {
        const w = width * fractions[i]!;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).text(cell, x + 2, y, { width: w - 4 });
        bottom = Math.max(bottom, doc.y);
        x += w;
      });
      doc.y = bottom + 3;
      doc.moveTo(left, doc.y - 1).lineTo(left + width, doc.y - 1).strokeColor('#dddddd').stroke();
    };
    line(header, true);
    for (const row of rows) line(row, false);
    doc.x = left;
    doc.moveDown(0.3);
    return this;
  }
}

export interface RenderOptions {
  /** When the document was made (printed on it and in its metadata). */
  generatedAt: Date;
}

/** The PDF bytes of `template` over `data`. */
export function renderPdf<D>(template: PdfTemplate<D>, data: D, options: RenderOptions): Promise<Buffer> {
  const title = template.title(data);
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: title, Author: 'Imali', Subject: templateId(template), CreationDate: options.generatedAt, ModDate: options.generatedAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor(BRAND).text('Imali').fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(15).text(title).moveDown(0.3);
  template.render(new PdfPage(doc), data);
  // Footer on every page: which template, which version, when.
  const range = doc.bufferedPageRange();
  const stamp = `${templateId(template)} · generated ${options.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(`${stamp} · page ${i + 1} of ${range.count}`, 50, bottom, { width: doc.page.width - 100, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
