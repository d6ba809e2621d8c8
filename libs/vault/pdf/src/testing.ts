// Test helpers of @imali/vault/pdf (tests only): a PDF's text, extracted with pdfjs-dist.
export { extractPdfText } from './testing/pdf-text';
