import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, ErrorMessage, Spinner } from '@imali/shared/ui';
import { PHOTO_ACCEPT } from '@imali/shared/web';
import { photoProblem } from '@imali/vault/domain';
import { cameraSupported, captureFrame, openCamera, stopStream } from './camera';

export const NO_CAMERA_TEXT = 'We could not use a camera here. Choose a photo instead.';

export interface CameraCaptureProps {
  /** The photo taken (or chosen where there is no camera). */
  onPhoto: (photo: Blob) => void;
  captureLabel?: string;
  /** For the file picker where there is no camera. */
  pickerLabel?: string;
}

/** A live camera view with a Take photo button; a file picker where there is no camera or it is refused. */
export function CameraCapture({ onPhoto, captureLabel = 'Take photo', pickerLabel = 'Choose a photo' }: CameraCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<'starting' | 'live' | 'unavailable'>(cameraSupported() ? 'starting' : 'unavailable');
  const [error, setError] = useState<string>();
  const pickerId = useId();

  useEffect(() => {
    if (!cameraSupported()) return;
    let live = true;
    openCamera('user').then(
      (opened) => {
        if (!live) return stopStream(opened);
        stream.current = opened;
        const element = video.current;
        if (!element) return;
        // Live once a frame is there (a photo taken before would have no size).
        element.addEventListener('loadeddata', () => live && setStatus('live'), { once: true });
        element.srcObject = opened;
        void element.play().catch(() => undefined);
      },
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
      stopStream(stream.current);
      stream.current = null;
    };
  }, []);

  const take = async () => {
    if (!video.current) return;
    try {
      onPhoto(await captureFrame(video.current));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The photo could not be taken');
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!chosen) return;
    // `accept` is only a hint to the picker: a PDF can still be chosen, and a selfie is a photo (§9).
    const problem = photoProblem(chosen.type);
    setError(problem);
    if (!problem) onPhoto(chosen);
  };

  return (
    <div className="vault-camera" data-testid="camera-capture" data-status={status}>
      {status !== 'unavailable' ? (
        <>
          {status === 'starting' ? <Spinner label="Starting the camera" /> : null}
          <video ref={video} className="vault-camera__video" playsInline muted autoPlay aria-label="Camera" hidden={status !== 'live'} />
          <Button onClick={() => void take()} disabled={status !== 'live'} data-testid="camera-take">
            {captureLabel}
          </Button>
        </>
      ) : (
        <div className="field">
          <p className="muted">{NO_CAMERA_TEXT}</p>
          <label className="field__label" htmlFor={pickerId}>
            {pickerLabel}
          </label>
          <input id={pickerId} type="file" className="field__input" accept={PHOTO_ACCEPT} capture="user" onChange={choose} data-testid="camera-picker" />
        </div>
      )}
      {error ? <ErrorMessage message={error} /> : null}
    </div>
  );
}
