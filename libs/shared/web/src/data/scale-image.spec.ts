/** @jest-environment jsdom */
import { stubCanvas, type CanvasStubs } from '../testing/canvas-stubs';
import { base64FromDataUrl, fitWithin, isAcceptedPhotoType, scalePhoto } from './scale-image';

describe('isAcceptedPhotoType', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['IMAGE/JPEG', true],
    ['image/gif', false],
    ['image/svg+xml', false],
    ['image/webp', false],
    ['application/pdf', false],
    ['', false],
  ])('%p → %p', (type, accepted) => expect(isAcceptedPhotoType({ type })).toBe(accepted));
});

describe('fitWithin', () => {
  it.each([
    [1024, 768, { width: 256, height: 192 }],
    [768, 1024, { width: 192, height: 256 }],
    [4000, 4000, { width: 256, height: 256 }],
    [200, 100, { width: 200, height: 100 }],
    [5000, 10, { width: 256, height: 1 }],
  ])('%p x %p → %p', (width, height, size) => expect(fitWithin(width, height)).toEqual(size));

  it('refuses an image without a size', () => {
    expect(() => fitWithin(0, 100)).toThrow();
  });
});

describe('base64FromDataUrl', () => {
  it('drops the data: URL prefix only', () => {
    expect(base64FromDataUrl('data:image/jpeg;base64,QUJD')).toBe('QUJD');
    expect(base64FromDataUrl('QUJD')).toBe('QUJD');
  });
});

describe('scalePhoto', () => {
  let stubs: CanvasStubs;
  afterEach(() => stubs.restore());

  it('draws the photo at most 256x256 and encodes it as JPEG at quality 0.85', async () => {
    stubs = stubCanvas({ width: 3000, height: 2000 });
    const dataUrl = await scalePhoto(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(stubs.drawn).toEqual([{ width: 256, height: 171 }]);
    expect(stubs.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(atob(base64FromDataUrl(dataUrl))).toBe('256x171');
  });

  it('fails for a file the browser cannot read as an image', async () => {
    stubs = stubCanvas();
    await expect(scalePhoto(new File(['x'], 'broken.jpg', { type: 'image/jpeg' }))).rejects.toThrow('could not read');
  });
});
