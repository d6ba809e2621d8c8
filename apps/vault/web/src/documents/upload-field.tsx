import { useId, type ChangeEvent } from 'react';
import { ErrorMessage } from '@imali/shared/ui';
import { UPLOAD_ACCEPT } from '@imali/shared/web';
import type { VaultUploadState } from './use-vault-upload';

export interface UploadFieldProps {
  label: string;
  hint?: string;
  accept?: string;
  state: VaultUploadState;
  disabled?: boolean;
  onFile: (file: File) => void;
  testId?: string;
}

/** A file input with the upload's progress and the reason it was refused. */
export function UploadField({ label, hint = 'A photo or PDF (JPEG, PNG or PDF, at most 5 MB)', accept = UPLOAD_ACCEPT, state, disabled, onFile, testId = 'upload' }: UploadFieldProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again is a new choice.
    event.currentTarget.value = '';
    if (chosen) onFile(chosen);
  };
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;
  return (
    <div className="vault-upload" data-testid={testId}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input id={id} type="file" className="field__input" accept={accept} onChange={choose} disabled={disabled || state.status === 'uploading' || state.status === 'recording'} />
        <span className="field__hint">{hint}</span>
      </div>
      {state.status === 'uploading' ? (
        <p>
          <progress max={100} value={percent} aria-label={`Uploading ${label}`} /> {percent}%
        </p>
      ) : null}
      {state.status === 'recording' ? <p className="muted">Saving…</p> : null}
      {state.status === 'failed' ? <ErrorMessage message={state.error} testId={`${testId}-error`} /> : null}
    </div>
  );
}
