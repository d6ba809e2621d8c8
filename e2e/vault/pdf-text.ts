import { execFile } from 'node:child_process';
import { join } from 'node:path';

// The vault PDF library's own extraction script, run as a file: e2e may not import a vault
// library (module boundaries), and one copy of the pdf.js set-up is kept.
const EXTRACT_SCRIPT = join(__dirname, '../../libs/vault/pdf/src/testing/extract-pdf-text.mjs');

/** The text of a PDF (pdf.js in a child Node process: it is ESM only). */
export function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [EXTRACT_SCRIPT], { maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pdf text extraction failed: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as { pages: number; text: string });
    });
    child.stdin!.end(pdf);
  });
}

/** A one-page payslip PDF that pdf.js can draw (hand-made, byte offsets computed). */
export function payslipPdf(text = 'Payslip November 2026'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
