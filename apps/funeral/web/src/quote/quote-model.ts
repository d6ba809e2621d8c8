// The one quoting model of the funeral remote: who is quoted (the holder, a spouse, children,
// parents, extended family, the cover) and the getPolicyQuote variables made from it. The quick
// quote, the purchase's re-quote, the chat-style sale and the calculator each read their own
// answers into QuotedLives; only this file turns them into variables.
import { textOrNull } from '@imali/shared/web';
import type { QuoteDependantVariables } from './quote-types';

export interface DependantValues {
  age?: string;
  gender?: string;
}

/** A whole number typed in a form; null when empty (the rules have checked it already). */
export function wholeOrNull(value: string | number | undefined | null): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

export interface QuotedLives {
  /** A South African ID number: the server reads the holder's age and gender from it. */
  idNumber?: string | null;
  age: number | null;
  gender: string | null;
  coverAmount: number;
  /** The spouse's age; left out when no spouse is covered (null: covered, age not given). */
  spouseAge?: number | null;
  /** One age per child (null when not given). */
  childAges?: readonly (number | null)[];
  /** null: not asked (the chat-style sale covers no parents or extended family). */
  parents: readonly QuoteDependantVariables[] | null;
  extended: readonly QuoteDependantVariables[] | null;
  income?: number | null;
}

/** getPolicyQuote's variables as every funeral screen sends them. */
export interface QuoteVariables {
  idNumber: string | null;
  age: number | null;
  gender: string | null;
  spouse: boolean;
  ageSpouse: number | null;
  coverAmount: number;
  parents: QuoteDependantVariables[] | null;
  extended: QuoteDependantVariables[] | null;
  income: number | null;
  children?: number;
  childAges?: (number | null)[] | null;
}

/** Parents or extended family as typed (text) as the quote reads them. */
export function dependantVariables(list: readonly DependantValues[]): QuoteDependantVariables[] {
  return list.map((entry) => ({ age: wholeOrNull(entry.age), gender: textOrNull(entry.gender) }));
}

/**
 * getPolicyQuote's variables for these lives. The same lives always give the same variables
 * (Apollo's cache key), so a quote fetched on one step is the one the next step reads.
 */
export function quoteVariablesFor(lives: QuotedLives): QuoteVariables {
  const childAges = lives.childAges ?? [];
  const spouse = lives.spouseAge !== undefined;
  return {
    idNumber: lives.idNumber ?? null,
    age: lives.age,
    gender: lives.gender,
    spouse,
    ageSpouse: spouse ? (lives.spouseAge ?? null) : null,
    coverAmount: lives.coverAmount,
    parents: lives.parents ? lives.parents.map((entry) => ({ age: entry.age ?? null, gender: entry.gender ?? null })) : null,
    extended: lives.extended ? lives.extended.map((entry) => ({ age: entry.age ?? null, gender: entry.gender ?? null })) : null,
    income: lives.income ?? null,
    // Only with children, so a quote without them keeps its variables; their ages only when some are known.
    ...(childAges.length ? { children: childAges.length, childAges: childAges.some((age) => age !== null) ? [...childAges] : null } : {}),
  };
}
