// Prints the text of the PDF read from stdin, page by page, with pdfjs-dist's legacy build.
// Run by pdf-text.ts here and by e2e/vault/pdf-text.ts.
// Node 20 lacks Promise.withResolvers (Node 22 has it), which pdfjs uses: supplied here first.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let i = 1; i <= pdf.numPages; i += 1) {
  const content = await (await pdf.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n') }));
