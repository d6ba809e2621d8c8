import { useEffect, useRef, useState } from 'react';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { cameraSupported, openCamera, stopStream } from '../selfie/camera';
import { CHOICES } from './vaccine-steps';

export const NO_QR_CAMERA_TEXT = 'We could not use a camera here. Upload the certificate or get it from the national system instead.';
export const QR_NOT_RECOGNISED_TEXT = 'That QR code is not a vaccination certificate. Try again with the code on your certificate.';

type Decoder = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/** Reads QR codes from the camera (jsQR, loaded with this page's chunk only when scanning starts). */
export function QrScanner({ onText, rejected, onUpload, onFetch }: { onText: (text: string) => void; rejected?: boolean; onUpload?: () => void; onFetch?: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<'starting' | 'scanning' | 'unavailable'>(cameraSupported() ? 'starting' : 'unavailable');
  const found = useRef(onText);
  found.current = onText;

  useEffect(() => {
    if (!cameraSupported()) return;
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const camera = openCamera('environment');
    Promise.all([camera, import(/* webpackChunkName: "qr-decoder" */ 'jsqr').then((module) => module.default as unknown as Decoder)]).then(
      ([opened, decode]) => {
        stream = opened;
        if (!live || !video.current) return stopStream(opened);
        video.current.addEventListener('loadeddata', () => live && setStatus('scanning'), { once: true });
        video.current.srcObject = opened;
        void video.current.play().catch(() => undefined);
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true });
        let last = '';
        timer = setInterval(() => {
          const frame = video.current;
          if (!context || !frame || !frame.videoWidth) return;
          canvas.width = frame.videoWidth;
          canvas.height = frame.videoHeight;
          context.drawImage(frame, 0, 0);
          const code = decode(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
          // The same code seen again is not a new reading.
          if (code?.data && code.data !== last) {
            last = code.data;
            found.current(code.data);
          }
        }, 250);
      },
      () => {
        // The decoder did not load (its chunk failed): the camera, if it opened, is not left on.
        void camera.then(stopStream, () => undefined);
        if (live) setStatus('unavailable');
      },
    );
    return () => {
      live = false;
      if (timer) clearInterval(timer);
      stopStream(stream);
    };
  }, []);

  if (status === 'unavailable') {
    // The two ways the message names, as buttons (the choices' own titles).
    const title = (choice: 'upload' | 'fetch') => CHOICES.find((option) => option.choice === choice)!.title;
    return (
      <>
        <ErrorMessage message={NO_QR_CAMERA_TEXT} testId="qr-unavailable" />
        <div className="button-row">
          {onUpload ? (
            <Button onClick={onUpload} data-testid="qr-unavailable-upload">
              {title('upload')}
            </Button>
          ) : null}
          {onFetch ? (
            <Button variant="secondary" onClick={onFetch} data-testid="qr-unavailable-fetch">
              {title('fetch')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }
  return (
    <div className="vault-camera" data-testid="qr-scanner" data-status={status}>
      {status === 'starting' ? <Spinner label="Starting the camera" /> : <p>Hold the QR code on your certificate in front of the camera.</p>}
      <video ref={video} className="vault-camera__video" playsInline muted autoPlay aria-label="Camera" hidden={status !== 'scanning'} />
      {rejected ? <ErrorMessage message={QR_NOT_RECOGNISED_TEXT} testId="qr-rejected" /> : null}
    </div>
  );
}
