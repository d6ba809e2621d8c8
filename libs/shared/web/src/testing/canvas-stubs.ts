// jsdom has no image decoding, canvas or object URLs: stand-ins for the photo specs. Not part
// of the app bundle (only specs import it).

export interface CanvasStubs {
  /** What each drawImage call drew, and at which size. */
  drawn: Array<{ width: number; height: number }>;
  /** Arguments of each toDataURL call. */
  encoded: Array<{ type?: string; quality?: unknown }>;
  restore: () => void;
}

/**
 * Images "load" with the given natural size (or fail when the object URL's file is named
 * broken*), the 2D context records drawImage, and toDataURL answers
 * `data:image/jpeg;base64,<base64 of "WIDTHxHEIGHT">`.
 */
export function stubCanvas({ width = 1024, height = 768 } = {}): CanvasStubs {
  const drawn: CanvasStubs['drawn'] = [];
  const encoded: CanvasStubs['encoded'] = [];
  const originalImage = globalThis.Image;
  const urlStatics = URL as unknown as { createObjectURL?: (blob: Blob) => string; revokeObjectURL?: (url: string) => void };
  const originalCreate = urlStatics.createObjectURL;
  const originalRevoke = urlStatics.revokeObjectURL;

  urlStatics.createObjectURL = (blob: Blob) => `blob:${(blob as File).name ?? 'photo'}`;
  urlStatics.revokeObjectURL = () => undefined;

  class StubImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = width;
    naturalHeight = height;
    set src(url: string) {
      setTimeout(() => (url.startsWith('blob:broken') ? this.onerror?.() : this.onload?.()), 0);
    }
  }
  globalThis.Image = StubImage as unknown as typeof Image;

  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      fillStyle: '',
      imageSmoothingQuality: 'low',
      fillRect: () => undefined,
      drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => drawn.push({ width: w, height: h }),
      canvas: this,
    } as unknown as CanvasRenderingContext2D;
  });
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement, type?: string, quality?: unknown) {
    encoded.push({ type, quality });
    return `data:image/jpeg;base64,${btoa(`${this.width}x${this.height}`)}`;
  });

  return {
    drawn,
    encoded,
    restore: () => {
      getContext.mockRestore();
      toDataURL.mockRestore();
      globalThis.Image = originalImage;
      urlStatics.createObjectURL = originalCreate;
      urlStatics.revokeObjectURL = originalRevoke;
    },
  };
}

/**
 * For a spec file whose page has a chart: jsdom draws nothing, so canvas contexts are null and
 * the chart keeps its text alternative. Registers the stub for the whole file.
 */
export function withoutCanvas(): void {
  let getContext: typeof HTMLCanvasElement.prototype.getContext;
  beforeAll(() => {
    getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = getContext;
  });
}
