import { TALK_ABOUT_OPTIONS, talkAboutForRouting } from './contact-routing';

describe('talkAboutForRouting', () => {
  it.each([
    ['sav', 'Savings'],
    ['fun', 'Funeral Cover'],
    ['cli', 'Credit Life Cover'],
    ['debt', 'Debt Management'],
    ['af', 'Debt Management'],
    ['SAV', 'Savings'],
    [' fun ', 'Funeral Cover'],
    ['mcc', undefined],
    ['constructor', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%p gives %p', (routing, talkAbout) => {
    expect(talkAboutForRouting(routing)).toBe(talkAbout);
  });

  it("lists the spec's options in order", () => {
    expect(TALK_ABOUT_OPTIONS).toEqual(['Debt Management', 'Credit Life Cover', 'Funeral Cover', 'Savings', 'Other']);
  });
});
