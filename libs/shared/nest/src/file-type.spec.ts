import { sniffContentType } from './file-type';

describe('sniffContentType', () => {
  it.each([
    [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10)]), 'image/png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg'],
    [Buffer.from('%PDF-1.7\n...', 'latin1'), 'application/pdf'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [Buffer.from('GIF89a'), null],
    [Buffer.from([0x89, 0x50]), null],
    [Buffer.alloc(0), null],
  ])('%#', (data, expected) => expect(sniffContentType(data)).toBe(expected));
});
