import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Spinner } from '@imali/shared/ui';
import { errorMessage, fieldErrors } from '@imali/shared/web';
import { ShellUploadProfilePhotoDocument } from '../../gql/graphql';
import { PHOTO_ACCEPT, base64FromDataUrl, isAcceptedPhotoType, scalePhoto } from '@imali/shared/web';

/** The server's words too (identity photo rules). */
export const PHOTO_TYPE_MESSAGE = 'Please choose a PNG or JPEG photo';
export const PHOTO_UNREADABLE_MESSAGE = 'We could not read this photo. Please choose another PNG or JPEG photo.';
export const PHOTO_UPDATED_MESSAGE = 'Your photo has been updated';

type PhotoState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done' } | { kind: 'error'; message: string };

export interface ChangePhotoProps {
  /** After a successful upload, e.g. to refetch `me`. */
  onUploaded?: () => Promise<unknown> | void;
}

/**
 * "Change photo": a PNG or JPEG from the device, scaled down in the browser (256x256 JPEG)
 * and sent with uploadProfilePhoto. Other file types are refused before anything is sent.
 */
export function ChangePhoto({ onUploaded }: ChangePhotoProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [upload] = useMutation(ShellUploadProfilePhotoDocument);
  const [state, setState] = useState<PhotoState>({ kind: 'idle' });
  const uploading = state.kind === 'uploading';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.currentTarget.value = '';
    if (!file) return;
    if (!isAcceptedPhotoType(file)) {
      setState({ kind: 'error', message: PHOTO_TYPE_MESSAGE });
      return;
    }
    setState({ kind: 'uploading' });
    let dataUrl: string;
    try {
      dataUrl = await scalePhoto(file);
    } catch {
      setState({ kind: 'error', message: PHOTO_UNREADABLE_MESSAGE });
      return;
    }
    try {
      await upload({ variables: { dataBase64: base64FromDataUrl(dataUrl) } });
    } catch (error) {
      setState({ kind: 'error', message: fieldErrors(error)['photo'] ?? errorMessage(error) });
      return;
    }
    try {
      await onUploaded?.();
    } catch {
      // The upload's answer already updated the cached photo.
    }
    setState({ kind: 'done' });
  };

  return (
    <div className="change-photo">
      <Button
        variant="secondary"
        onClick={() => inputRef.current?.click()}
        disabled={uploading}
        aria-busy={uploading || undefined}
        aria-describedby={state.kind === 'error' ? messageId : undefined}
        data-testid="change-photo"
      >
        Change photo
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        onChange={(event) => void onChange(event)}
        aria-label="Choose a profile photo"
        data-testid="change-photo-input"
      />
      {uploading ? <Spinner label="Uploading your photo" /> : null}
      {state.kind === 'error' ? (
        <p id={messageId} className="field__error" role="alert" data-testid="change-photo-error">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <p className="muted" role="status" data-testid="change-photo-done">
          {PHOTO_UPDATED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
