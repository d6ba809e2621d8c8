// The front camera through getUserMedia, and a still frame of it as a JPEG.

/** Whether this browser can be asked for a camera at all (no: an old browser, or a page not on HTTPS). */
export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** A camera's stream (the front one for a selfie, the back one for a QR code); rejects when there is no camera or the client says no. */
export function openCamera(facingMode: 'user' | 'environment' = 'user'): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode, width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false });
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The video's current frame as a JPEG blob, at its own size. */
export function captureFrame(video: HTMLVideoElement, quality = 0.9): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) return Promise.reject(new Error('The camera has not started yet'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be taken'))), 'image/jpeg', quality));
}
