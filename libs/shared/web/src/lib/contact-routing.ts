/** The spec's talkAbout options of the "Let us contact you" form, in its order. */
export const TALK_ABOUT_OPTIONS = ['Debt Management', 'Credit Life Cover', 'Funeral Cover', 'Savings', 'Other'] as const;

export type TalkAbout = (typeof TALK_ABOUT_OPTIONS)[number];

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
