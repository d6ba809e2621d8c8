import { MAX_PHOTO_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE, readPhoto } from './photo-rules';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);

describe('readPhoto', () => {
  it('accepts PNG and JPEG by their bytes, with or without a data: prefix', () => {
    expect(readPhoto(png.toString('base64'))).toMatchObject({ contentType: 'image/png' });
    expect(readPhoto(`data:image/jpeg;base64,${jpeg.toString('base64')}`)).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('refuses other files, whatever they claim to be', () => {
    expect(readPhoto(Buffer.from('GIF89a....').toString('base64'))).toEqual({ error: PHOTO_TYPE_MESSAGE });
    expect(readPhoto(`data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`)).toEqual({ error: PHOTO_TYPE_MESSAGE });
    expect(readPhoto('')).toEqual({ error: PHOTO_TYPE_MESSAGE });
    expect(readPhoto(42)).toEqual({ error: PHOTO_TYPE_MESSAGE });
  });

  it('refuses photos over the size limit', () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect(readPhoto(big.toString('base64'))).toEqual({ error: PHOTO_SIZE_MESSAGE });
  });
});
