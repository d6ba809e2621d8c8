// Form values as final-form holds them (text as typed) read the way the shared rules and the
// APIs take them. Used by the shell and the remotes' forms.

/** An optional text as the API takes it: trimmed, or null when empty. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/**
 * A number typed into a text input: the number, blank as null, anything else as typed. The
 * shared rules check their inputs at run time, so text that is not a number reaches them and
 * they can name the problem ("Whole numbers only") rather than the field looking empty.
 */
export function typedNumber(value: string | null | undefined): number | string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const number = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(number) ? number : text;
}
