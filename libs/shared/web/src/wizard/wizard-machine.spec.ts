import {
  firstShownStep,
  initialWizardState,
  nextStepOf,
  startStepOf,
  stepProgress,
  stepTitles,
  wizardReducer,
  type WizardAction,
  type WizardDefinition,
  type WizardState,
} from './wizard-machine';

interface Answers {
  termsAccepted: boolean;
  spouse: boolean;
  children: number;
  ownAccount: boolean;
}

type Step = 'terms' | 'holder' | 'spouse' | 'child' | 'ownAccount' | 'accountHolder' | 'bank' | 'done';

const WIZARD: WizardDefinition<Answers, Step> = {
  id: 'test.sale',
  version: 1,
  steps: [
    { id: 'terms', skip: (values) => values.termsAccepted, autoAdvanceMs: 2000, titles: ['Terms'] },
    { id: 'holder', titles: (values) => (values.spouse ? ['You', 'and your spouse next'] : ['You']), progress: { section: 'Buy', subStep: 'Personal Details' } },
    { id: 'spouse', skip: (values) => !values.spouse, progress: { section: 'Buy', subStep: 'Lives Covered' } },
    { id: 'child', next: (values, choice) => (choice === 'another' && values.children < 5 ? 'child' : 'ownAccount'), progress: (values) => (values.children ? { section: 'Buy', subStep: 'Lives Covered' } : undefined) },
    { id: 'ownAccount', next: (values) => (values.ownAccount ? 'bank' : 'accountHolder') },
    { id: 'accountHolder' },
    { id: 'bank' },
    { id: 'done', next: () => null },
  ],
};

const ANSWERS: Answers = { termsAccepted: false, spouse: false, children: 0, ownAccount: true };
const reduce = wizardReducer(WIZARD);
const at = (step: Step, values: Partial<Answers> = {}, history: Step[] = []): WizardState<Answers, Step> => ({
  step,
  history,
  values: { ...ANSWERS, ...values },
  pending: null,
  completed: false,
});

describe('nextStepOf', () => {
  it.each<[Step, Partial<Answers>, string | undefined, Step | null]>([
    ['terms', {}, undefined, 'holder'],
    ['holder', { spouse: true }, undefined, 'spouse'],
    ['holder', { spouse: false }, undefined, 'child'],
    ['child', { children: 2 }, 'another', 'child'],
    ['child', { children: 5 }, 'another', 'ownAccount'],
    ['child', { children: 2 }, 'done', 'ownAccount'],
    ['ownAccount', { ownAccount: true }, undefined, 'bank'],
    ['ownAccount', { ownAccount: false }, undefined, 'accountHolder'],
    ['accountHolder', {}, undefined, 'bank'],
    ['done', {}, undefined, null],
  ])('from %s with %o and choice %p leads to %p', (step, values, choice, expected) => {
    expect(nextStepOf(WIZARD, step, { ...ANSWERS, ...values }, choice)).toBe(expected);
  });
});

describe('startStepOf and firstShownStep', () => {
  it.each<[Partial<Answers>, Step]>([
    [{}, 'terms'],
    [{ termsAccepted: true }, 'holder'],
  ])('with %o the wizard starts at %s', (values, expected) => expect(startStepOf(WIZARD, { ...ANSWERS, ...values })).toBe(expected));

  it('honours a named start, skips applied', () => {
    expect(startStepOf({ ...WIZARD, start: 'spouse' }, { ...ANSWERS, spouse: false })).toBe('child');
    expect(startStepOf({ ...WIZARD, start: (values) => (values.ownAccount ? 'bank' : 'accountHolder') }, ANSWERS)).toBe('bank');
  });

  it('stops at a step that loops to itself while skipped', () => {
    const looping: WizardDefinition<Answers, 'a'> = { id: 'loop', version: 1, steps: [{ id: 'a', skip: () => true, next: () => 'a' }] };
    expect(firstShownStep(looping, 'a', ANSWERS)).toBeNull();
  });
});

describe('wizardReducer', () => {
  it.each<[string, WizardState<Answers, Step>, WizardAction<Answers, Step>, Partial<WizardState<Answers, Step>>]>([
    ['next follows the rule and remembers the step', at('holder', { spouse: true }), { type: 'next' }, { step: 'spouse', history: ['holder'] }],
    ['next with new answers reads them', at('holder'), { type: 'next', values: (values) => ({ ...values, spouse: true }) }, { step: 'spouse' }],
    ['next passes the choice', at('child', { children: 1 }), { type: 'next', choice: 'another' }, { step: 'child', history: ['child'] }],
    ['next from the last step completes', at('done'), { type: 'next' }, { step: 'done', completed: true }],
    ['next with a pause keeps the step and names the next', at('terms'), { type: 'next', afterMs: 2000 }, { step: 'terms', pending: { step: 'holder', afterMs: 2000 } }],
    ['goTo moves without rules', at('holder'), { type: 'goTo', step: 'bank' }, { step: 'bank', history: ['holder'] }],
    ['goTo can leave the step out of Back', at('holder', {}, ['terms']), { type: 'goTo', step: 'bank', remember: false }, { step: 'bank', history: ['terms'] }],
    ['goTo can start Back afresh', at('holder', {}, ['terms']), { type: 'goTo', step: 'bank', clearHistory: true }, { step: 'bank', history: [] }],
    ['goTo after completion keeps it completed', { ...at('bank'), completed: true }, { type: 'goTo', step: 'done' }, { step: 'done', completed: true }],
    ['back returns to the last step', at('bank', {}, ['holder', 'ownAccount']), { type: 'back' }, { step: 'ownAccount', history: ['holder'] }],
    ['back passes over a step skipped now', at('child', { spouse: false }, ['holder', 'spouse']), { type: 'back' }, { step: 'holder', history: [] }],
    ['back at the first step stays', at('holder'), { type: 'back' }, { step: 'holder', history: [] }],
    ['update changes answers only', at('holder'), { type: 'update', values: { ...ANSWERS, children: 3 } }, { step: 'holder', values: { ...ANSWERS, children: 3 } }],
    ['complete marks the wizard done', at('bank'), { type: 'complete' }, { completed: true }],
    ['reset starts afresh', at('bank', {}, ['holder']), { type: 'reset', values: { ...ANSWERS, termsAccepted: true } }, { step: 'holder', history: [], completed: false }],
  ])('%s', (_name, state, action, expected) => {
    expect(reduce(state, action)).toMatchObject(expected);
  });

  it('advance shows the pending step; without one it changes nothing', () => {
    const paused = reduce(at('terms'), { type: 'next', afterMs: 2000 });
    expect(reduce(paused, { type: 'advance' })).toMatchObject({ step: 'holder', pending: null, history: ['terms'] });
    const still = at('holder');
    expect(reduce(still, { type: 'advance' })).toBe(still);
  });

  it('ignores next while a step is pending', () => {
    const paused = reduce(at('terms'), { type: 'next', afterMs: 100 });
    expect(reduce(paused, { type: 'next' })).toBe(paused);
  });

  it('moves on after completion (documents after the sale), still completed', () => {
    expect(reduce({ ...at('ownAccount'), completed: true }, { type: 'next' })).toMatchObject({ step: 'bank', completed: true });
  });

  it('walks a whole sale with Back', () => {
    let state = initialWizardState(WIZARD, { ...ANSWERS, termsAccepted: true, spouse: true });
    const steps = [state.step];
    for (const action of [{ type: 'next' }, { type: 'next' }, { type: 'next', choice: 'another' }, { type: 'next', choice: 'done' }, { type: 'back' }, { type: 'next', choice: 'done' }] as const) {
      state = reduce(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual(['holder', 'spouse', 'child', 'child', 'ownAccount', 'child', 'ownAccount']);
  });
});

describe('stepTitles and stepProgress', () => {
  it.each<[Step, Partial<Answers>, readonly string[]]>([
    ['terms', {}, ['Terms']],
    ['holder', { spouse: true }, ['You', 'and your spouse next']],
    ['bank', {}, []],
  ])('%s with %o is titled %p', (step, values, titles) => expect(stepTitles(WIZARD, step, { ...ANSWERS, ...values })).toEqual(titles));

  it.each<[Step, Partial<Answers>, unknown]>([
    ['holder', {}, { section: 'Buy', subStep: 'Personal Details' }],
    ['child', { children: 1 }, { section: 'Buy', subStep: 'Lives Covered' }],
    ['child', { children: 0 }, undefined],
    ['bank', {}, undefined],
  ])('%s with %o sits at %p', (step, values, progress) => expect(stepProgress(WIZARD, step, { ...ANSWERS, ...values })).toEqual(progress));
});
