/** The types an upload may be, judged by the bytes themselves (never by what the browser claims). */
export type SniffedContentType = 'image/png' | 'image/jpeg' | 'application/pdf';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

export function sniffContentType(data: Buffer): SniffedContentType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 5 && data.subarray(0, 5).equals(PDF_SIGNATURE)) return 'application/pdf';
  return null;
}
