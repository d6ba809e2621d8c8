import { FILE_NAME_MAX_LENGTH, safeDisplayText, safeFileName } from './file-name';

const RLO = '\u202E';

describe('safeFileName', () => {
  it.each([
    // [what, raw name, sniffed type, stored name]
    ['a plain name', 'ID front.jpg', 'image/jpeg', 'ID front.jpg'],
    ['the other JPEG extension, any case', 'Scan.JPEG', 'image/jpeg', 'Scan.JPEG'],
    ['a right-to-left override hiding .exe', `invoice${RLO}fdp.exe`, 'application/pdf', 'invoicefdp.pdf'],
    ['every bidi mark, embedding and isolate', 'a\u200Eb\u200Fc\u202Ad\u202Be\u202Cf\u202Dg\u2066h\u2067i\u2068j\u2069k\u061C.png', 'image/png', 'abcdefghijk.png'],
    ['C0 controls, NUL and DEL', 'pay\u0000sl\u0007ip\u001F\u007F.pdf', 'application/pdf', 'payslip.pdf'],
    ['C1 controls', 'a\u0080b\u009Fc.pdf', 'application/pdf', 'abc.pdf'],
    ['new lines (header splitting)', 'a\r\nX-Evil: 1.pdf', 'application/pdf', 'aX-Evil 1.pdf'],
    ['a path (POSIX)', '../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['a path (Windows)', 'C:\\Users\\me\\ID.png', 'image/png', 'ID.png'],
    ['characters file systems refuse', 'a"b<c>d|e:f*g?h.pdf', 'application/pdf', 'abcdefgh.pdf'],
    ['a hidden-file dot', '.htaccess', 'application/pdf', 'htaccess.pdf'],
    ['a wrong extension is replaced', 'photo.pdf', 'image/png', 'photo.png'],
    ['a double extension keeps the honest one', 'cv.pdf.exe', 'application/pdf', 'cv.pdf'],
    ['no extension gets the type’s', 'selfie', 'image/jpeg', 'selfie.jpg'],
    ['trailing dots and spaces', 'report. . .pdf', 'application/pdf', 'report.pdf'],
    ['nothing usable left', `${RLO}\u0000/`, 'image/png', 'document.png'],
    ['not a string', undefined, 'application/pdf', 'document.pdf'],
    ['only an extension', '.pdf', 'application/pdf', 'pdf.pdf'],
    ['decomposed accents become composed (NFC)', 'Jose\u0301.pdf', 'application/pdf', 'José.pdf'],
    ['an unknown type keeps its extension', 'notes.txt', 'text/plain', 'notes.txt'],
  ])('%s', (_what, raw, type, expected) => expect(safeFileName(raw, type)).toBe(expected));

  it('caps the length and keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(500)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('a.pdf')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units when it cuts', () => {
    const name = safeFileName(`${'😀'.repeat(200)}.png`, 'image/png');
    expect([...name]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name).toBe(`${'😀'.repeat(FILE_NAME_MAX_LENGTH - 4)}.png`);
  });

  it('is idempotent', () => {
    for (const raw of [`x${RLO}gpj.exe`, 'cv.pdf.exe', 'a'.repeat(300), '...', 'ID front.jpg']) {
      const once = safeFileName(raw, 'image/jpeg');
      expect(safeFileName(once, 'image/jpeg')).toBe(once);
    }
  });

  it('takes linear time on hostile input', () => {
    const started = performance.now();
    for (const raw of [' .'.repeat(500_000) + 'x', '/'.repeat(1_000_000), `${RLO}`.repeat(1_000_000)]) safeFileName(raw, 'application/pdf');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('safeDisplayText', () => {
  it.each([
    ['ID Document', 'ID Document'],
    [`  ${RLO}Payslip\u0000 `, 'Payslip'],
    ['Line\nbreak', 'Linebreak'],
  ])('%p → %p', (raw, expected) => expect(safeDisplayText(raw)).toBe(expected));
});
