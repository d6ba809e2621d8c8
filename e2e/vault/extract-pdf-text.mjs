// Prints the text of the PDF read from stdin (pdfjs-dist's legacy build; Node 20 lacks
// Promise.withResolvers, which pdf.js uses, so it is supplied first). Run by pdf-text.ts.
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
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n') }));
