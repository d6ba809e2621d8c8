import { createHash, randomBytes } from 'node:crypto';

/** Response headers identity sets for the gateway, which turns them into the session cookie. */
export const SESSION_SET_HEADER = 'x-imali-session-set';
export const SESSION_CLEAR_HEADER = 'x-imali-session-clear';

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
