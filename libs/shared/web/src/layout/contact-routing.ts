import type { TalkAbout } from '@imali/shared/domain';

// The talkAbout options and rules live in @imali/shared/domain (identity checks them too).
export { TALK_ABOUT_OPTIONS, type TalkAbout } from '@imali/shared/domain';

// Short codes a link or a wizard passes as `routing`; any other code is kept as routing only.
const TALK_ABOUT_BY_ROUTING: Readonly<Record<string, TalkAbout>> = {
  sav: 'Savings',
  fun: 'Funeral Cover',
  cli: 'Credit Life Cover',
  debt: 'Debt Management',
  af: 'Debt Management',
};

/** The talkAbout a routing short code prefills (codes compare without case or spaces), else undefined. */
export function talkAboutForRouting(routing: string | null | undefined): TalkAbout | undefined {
  if (!routing) return undefined;
  const code = routing.trim().toLowerCase();
  return Object.hasOwn(TALK_ABOUT_BY_ROUTING, code) ? TALK_ABOUT_BY_ROUTING[code] : undefined;
}
