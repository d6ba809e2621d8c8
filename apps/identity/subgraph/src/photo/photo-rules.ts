import { sniffContentType } from '@imali/shared/nest';

export const MAX_PHOTO_BYTES = 200 * 1024;
export const PHOTO_TYPE_MESSAGE = 'Please choose a PNG or JPEG photo';
export const PHOTO_SIZE_MESSAGE = 'The photo must be smaller than 200 KB';

/** The type the bytes really are (not what the browser claimed): PNG or JPEG only. */
export function photoContentType(data: Buffer): 'image/png' | 'image/jpeg' | null {
  const type = sniffContentType(data);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

/** Decodes and checks an upload; returns the bytes and type, or the message to show. */
export function readPhoto(dataBase64: unknown): { data: Buffer; contentType: string } | { error: string } {
  if (typeof dataBase64 !== 'string' || dataBase64.length === 0) return { error: PHOTO_TYPE_MESSAGE };
  if (dataBase64.length > Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 4) return { error: PHOTO_SIZE_MESSAGE };
  const data = Buffer.from(dataBase64.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length > MAX_PHOTO_BYTES) return { error: PHOTO_SIZE_MESSAGE };
  const contentType = photoContentType(data);
  return contentType ? { data, contentType } : { error: PHOTO_TYPE_MESSAGE };
}
