/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { useWizard } from './use-wizard';
import { WizardAnalyticsProvider, type WizardAnalytics } from './wizard-analytics';
import { wizardDraftKey } from './wizard-draft';
import type { WizardDefinition } from './wizard-machine';

interface Answers {
  spouse: boolean;
  name?: string;
}
type Step = 'start' | 'holder' | 'spouse' | 'done';

const WIZARD: WizardDefinition<Answers, Step> = {
  id: 'test.wizard',
  version: 1,
  steps: [
    { id: 'start', autoAdvanceMs: 10 },
    { id: 'holder', titles: ['You'], progress: { section: 'Buy', subStep: 'Personal Details' } },
    { id: 'spouse', skip: (values) => !values.spouse },
    { id: 'done', next: () => null },
  ],
};

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('useWizard', () => {
  it('auto-advances, goes on by the rules and back through history', () => {
    const { result } = renderHook(() => useWizard({ definition: WIZARD, initialValues: { spouse: false } }));
    expect(result.current.step).toBe('start');
    act(() => void jest.advanceTimersByTime(10));
    expect(result.current).toMatchObject({ step: 'holder', titles: ['You'], progress: { section: 'Buy', subStep: 'Personal Details' }, canGoBack: true });
    act(() => result.current.next((values) => ({ ...values, spouse: true })));
    expect(result.current.step).toBe('spouse');
    act(() => result.current.back());
    expect(result.current.step).toBe('holder');
  });

  it('waits while paused before auto-advancing', () => {
    const { result, rerender } = renderHook(({ paused }) => useWizard({ definition: WIZARD, initialValues: { spouse: false }, paused }), { initialProps: { paused: true } });
    act(() => void jest.advanceTimersByTime(50));
    expect(result.current.step).toBe('start');
    rerender({ paused: false });
    act(() => void jest.advanceTimersByTime(10));
    expect(result.current.step).toBe('holder');
  });

  it('shows the next step after a pause', () => {
    const { result } = renderHook(() => useWizard({ definition: { ...WIZARD, start: 'holder' }, initialValues: { spouse: true } }));
    act(() => result.current.next(undefined, { afterMs: 2000 }));
    expect(result.current).toMatchObject({ step: 'holder', pending: { step: 'spouse', afterMs: 2000 } });
    act(() => void jest.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ step: 'spouse', pending: null });
  });

  it('keeps a session draft: a refresh restores the answers and the step; completing drops it', () => {
    const first = renderHook(() => useWizard<Answers, Step>({ definition: { ...WIZARD, start: 'holder' }, initialValues: { spouse: false } }));
    act(() => first.result.current.next({ spouse: true, name: 'Thandi' }));
    first.unmount();
    expect(sessionStorage.getItem(wizardDraftKey('test.wizard', 1))).toContain('Thandi');
    expect(localStorage.length).toBe(0);

    const second = renderHook(() => useWizard<Answers, Step>({ definition: { ...WIZARD, start: 'holder' }, initialValues: { spouse: false } }));
    expect(second.result.current).toMatchObject({ step: 'spouse', values: { name: 'Thandi' }, restored: true, history: ['holder'] });
    act(() => second.result.current.complete());
    expect(sessionStorage.getItem(wizardDraftKey('test.wizard', 1))).toBeNull();
  });

  it('keeps no draft when told not to', () => {
    const { result } = renderHook(() => useWizard({ definition: { ...WIZARD, start: 'holder' }, initialValues: { spouse: true }, draft: false }));
    act(() => result.current.next());
    expect(sessionStorage.length).toBe(0);
  });

  it('reports step views, completed steps and abandoning to the injected callbacks, names only', () => {
    const analytics: Required<WizardAnalytics> = { stepViewed: jest.fn(), stepCompleted: jest.fn(), abandoned: jest.fn() };
    const wrapper = ({ children }: { children: ReactNode }) => <WizardAnalyticsProvider analytics={analytics}>{children}</WizardAnalyticsProvider>;
    const { result } = renderHook(() => useWizard({ definition: { ...WIZARD, start: 'holder' }, initialValues: { spouse: true, name: 'Thandi' } }), { wrapper });
    act(() => result.current.next());
    act(() => result.current.abandon());
    expect(analytics.stepViewed).toHaveBeenNthCalledWith(1, { wizard: 'test.wizard', step: 'holder' });
    expect(analytics.stepViewed).toHaveBeenNthCalledWith(2, { wizard: 'test.wizard', step: 'spouse' });
    expect(analytics.stepCompleted).toHaveBeenCalledWith({ wizard: 'test.wizard', step: 'holder' });
    expect(analytics.abandoned).toHaveBeenCalledWith({ wizard: 'test.wizard', step: 'spouse' });
    expect(sessionStorage.length).toBe(0);
  });

  it('does nothing for analytics by default, and a failing callback breaks nothing', () => {
    const { result } = renderHook(() =>
      useWizard({ definition: { ...WIZARD, start: 'holder' }, initialValues: { spouse: true }, analytics: { stepCompleted: () => { throw new Error('tracker down'); } } }),
    );
    act(() => result.current.next());
    expect(result.current.step).toBe('spouse');
  });
});
