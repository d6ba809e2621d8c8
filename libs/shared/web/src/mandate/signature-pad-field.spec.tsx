/** @jest-environment jsdom */
import { SIGNATURE_MAX_LENGTH, SIGNATURE_PREFIX } from '@imali/shared/domain';
import { exportSignature } from './signature-pad-field';

describe('exportSignature', () => {
  const sizes: Array<{ width: number; height: number }> = [];
  beforeEach(() => {
    sizes.length = 0;
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ drawImage: jest.fn() }) as unknown as CanvasRenderingContext2D);
    // A PNG whose size grows with the canvas: 0.2 characters per pixel.
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      sizes.push({ width: this.width, height: this.height });
      return `${SIGNATURE_PREFIX}${'A'.repeat(Math.round(this.width * this.height * 0.2))}`;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('exports at the on-screen size when that fits the limit', () => {
    const canvas = document.createElement('canvas');
    expect(exportSignature(canvas, 300, 150).length).toBeLessThanOrEqual(SIGNATURE_MAX_LENGTH);
    expect(sizes).toEqual([{ width: 300, height: 150 }]);
  });

  it('exports smaller until the signature fits the server limit', () => {
    const canvas = document.createElement('canvas');
    const dataUrl = exportSignature(canvas, 400, 160);
    expect(dataUrl.length).toBeLessThanOrEqual(SIGNATURE_MAX_LENGTH);
    expect(sizes).toEqual([
      { width: 400, height: 160 },
      { width: 300, height: 120 },
    ]);
  });

  it('gives the smallest try when nothing fits (the shared rule then asks to sign again)', () => {
    const canvas = document.createElement('canvas');
    const dataUrl = exportSignature(canvas, 2000, 1000);
    expect(dataUrl.length).toBeGreaterThan(SIGNATURE_MAX_LENGTH);
    expect(sizes.at(-1)).toEqual({ width: 700, height: 350 });
  });
});
