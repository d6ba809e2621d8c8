/**
 * localStorage flag the shell keeps (its use-session.ts and route hints): this browser was signed
 * in when last seen. A hint for what to draw first, never a permission: the server decides.
 */
export const SIGNED_IN_HINT_KEY = 'imali:signed-in';

/** True when this browser was signed in when last seen (false when storage cannot be read). */
export function wasSignedIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
