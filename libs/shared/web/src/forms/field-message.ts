import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: its own rule's message, or the server's per-field submit error
 * until the user edits the field again; only once the field was visited (or a submit tried).
 */
export function fieldMessage(meta: FieldMetaState<unknown>): string | undefined {
  const submitError: string | undefined = meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  return meta.touched ? (meta.error ?? submitError) : undefined;
}
