// The browser makes a photo small before it is sent: the profile photo at most 256x256 px as a
// JPEG data URL (quality 0.85, well under identity's 200 KB; docs/decisions/profile-photo-as-data-url.md),
// a document photo (selfie, ID) at most 1600 px as a JPEG file for the vault's upload.

/** Spec section 9: photo types png and jpeg. */
export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** For the file input's `accept`. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const PHOTO_MAX_SIZE = 256;
export const PHOTO_QUALITY = 0.85;

/** Whether the browser says the chosen file is a PNG or JPEG (the server checks the bytes again). */
export function isAcceptedPhotoType(file: { type: string }): boolean {
  return PHOTO_TYPES.includes(file.type.toLowerCase());
}

/** The size that fits within `max` x `max` keeping the proportions; never larger than the original. */
export function fitWithin(width: number, height: number, max: number = PHOTO_MAX_SIZE): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new Error('The image has no size');
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The browser could not read the image'));
    };
    image.src = url;
  });
}

export interface ScalePhotoOptions {
  maxSize?: number;
  quality?: number;
}

async function drawScaled(file: Blob, maxSize: number): Promise<HTMLCanvasElement> {
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, maxSize);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw the image');
  // JPEG has no transparency: a transparent PNG gets a white background rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/** The photo drawn on a canvas at most `maxSize` px on its longer side, as a JPEG data: URL. */
export async function scalePhoto(file: Blob, { maxSize = PHOTO_MAX_SIZE, quality = PHOTO_QUALITY }: ScalePhotoOptions = {}): Promise<string> {
  return (await drawScaled(file, maxSize)).toDataURL('image/jpeg', quality);
}

/** A document photo's longer side (px): an ID card stays legible, the upload stays small. */
export const DOCUMENT_IMAGE_MAX_SIZE = 1600;

/**
 * A PNG or JPEG document photo as a JPEG file at most DOCUMENT_IMAGE_MAX_SIZE px on its longer
 * side (the upload is then a few hundred KB, not a phone camera's 5 MB). Other files (PDF) are
 * returned as they are.
 */
export async function scaleDocumentImage(file: Blob, { maxSize = DOCUMENT_IMAGE_MAX_SIZE, quality = PHOTO_QUALITY }: ScalePhotoOptions = {}): Promise<Blob> {
  if (!isAcceptedPhotoType(file)) return file;
  const canvas = await drawScaled(file, maxSize);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser cannot encode the image'))), 'image/jpeg', quality);
  });
}

/** `data:image/jpeg;base64,QUJD` → `QUJD` (a value without a prefix is returned as it is). */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}
