import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** Tests only: the text of a PDF, extracted with pdfjs-dist in a child Node process (it is ESM only). */
export function extractPdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'extract-pdf-text.mjs')], { cwd: process.cwd(), maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pdf text extraction failed: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as { pages: number; text: string });
    });
    child.stdin!.end(pdf);
  });
}
