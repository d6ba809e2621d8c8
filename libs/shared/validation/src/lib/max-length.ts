// The longest text each kind of field accepts (ours: the spec gives none). Forms pass them to
// inputs' maxLength and the same rule maps run them on the server, so an over-long value is a
// field message, never a database error. docs/decisions/input-length-limits.md gives the reasons.
import type { Validator } from './validator';

/** First names, surnames, nicknames, account holders' names. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
/** Messages, descriptions, reasons. */
export const FREE_TEXT_MAX_LENGTH = 2000;
/** Short labels a client types: company (insurer) names, relationships, titles, bank and document names. */
export const SHORT_TEXT_MAX_LENGTH = 100;
/** A title (Mr, Ms, Dr, Prof, Adv, ...). */
export const TITLE_MAX_LENGTH = 20;
/** Values picked from a list (ID type, gender, member type, source, routing code): none is longer. */
export const CODE_MAX_LENGTH = 40;
/** Any identity document's number (an SA ID number is 13 digits; passports and others are shorter than this). */
export const ID_DOCUMENT_NUMBER_MAX_LENGTH = 20;
/** Cell numbers one person may give (each checked by its format). */
export const CELL_NUMBERS_MAX_COUNT = 5;

export const atMostCharactersMessage = (max: number): string => `At most ${max} characters`;
export const atMostEntriesMessage = (max: number): string => `At most ${max} entries`;

/** "At most n characters" for a longer text (an empty or non-text value passes: other rules see to those). */
export function maxLength(max: number): Validator {
  return (value) => (typeof value === 'string' && value.length > max ? atMostCharactersMessage(max) : undefined);
}

/** "At most n entries" for a longer list. */
export function maxItems(max: number): Validator {
  return (value) => (Array.isArray(value) && value.length > max ? atMostEntriesMessage(max) : undefined);
}

/** Ours: a NUL character (U+0000) has no place in any text a person sends, and PostgreSQL cannot store one. */
export const NUL_CHARACTER_MESSAGE = 'This text holds a character that is not allowed';

/** Refuses text holding a NUL character. */
export function validateNoNulCharacter(value: unknown): string | undefined {
  return typeof value === 'string' && value.includes('\u0000') ? NUL_CHARACTER_MESSAGE : undefined;
}
