// The React bindings of the wizard engine: the reducer's state in a component, Back with
// history, auto-advance timers, the session draft and the analytics callbacks.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { report, useWizardAnalytics, type WizardAnalytics } from './wizard-analytics';
import { wizardDraft, type WizardDraftOptions } from './wizard-draft';
import {
  findStep,
  initialWizardState,
  stepProgress,
  stepTitles,
  wizardReducer,
  type WizardDefinition,
  type WizardProgress,
  type WizardState,
  type WizardValuesUpdate,
} from './wizard-machine';

export interface UseWizardOptions<V, S extends string> {
  definition: WizardDefinition<V, S>;
  /** The answers a new wizard starts from (a draft's answers win). */
  initialValues: V | (() => V);
  /** Keeps the answers in a session draft (default on); false for a wizard that must not. */
  draft?: boolean | WizardDraftOptions;
  /** Overrides the WizardAnalyticsProvider's callbacks. */
  analytics?: WizardAnalytics;
  /** A step's auto-advance waits while this is true (e.g. while prefill data loads). */
  paused?: boolean;
}

export interface WizardMoveOptions {
  /** The button pressed, for the step's next rule. */
  choice?: string;
  /** Shows the next step after this pause (a note on screen). */
  afterMs?: number;
}

export interface WizardGoToOptions {
  /** false: the current step is left out of Back. */
  remember?: boolean;
  /** Back starts afresh from the step gone to. */
  clearHistory?: boolean;
  afterMs?: number;
}

export interface WizardControl<V, S extends string> {
  step: S;
  values: V;
  history: readonly S[];
  /** A step is chosen and will show after a pause. */
  pending: WizardState<V, S>['pending'];
  completed: boolean;
  /** The answers came from a draft (a refresh). */
  restored: boolean;
  titles: readonly string[];
  progress: WizardProgress | undefined;
  canGoBack: boolean;
  next: (values?: WizardValuesUpdate<V>, options?: WizardMoveOptions) => void;
  goTo: (step: S, values?: WizardValuesUpdate<V>, options?: WizardGoToOptions) => void;
  back: () => void;
  update: (values: WizardValuesUpdate<V>) => void;
  /** Finished (a policy made): the draft is dropped. */
  complete: () => void;
  /** Closed before it was finished: reported, and the draft dropped. */
  abandon: () => void;
  reset: (values: V) => void;
}

function draftOptions(option: UseWizardOptions<unknown, string>['draft']): WizardDraftOptions | null {
  if (option === false) return null;
  return option === true || option === undefined ? {} : option;
}

export function useWizard<V, S extends string>({ definition, initialValues, draft: draftOption, analytics, paused = false }: UseWizardOptions<V, S>): WizardControl<V, S> {
  const fromContext = useWizardAnalytics();
  const callbacks = analytics ?? fromContext;
  const reducer = useMemo(() => wizardReducer(definition), [definition]);
  const [draft] = useState(() => {
    const options = draftOptions(draftOption as UseWizardOptions<unknown, string>['draft']);
    return options ? wizardDraft<V, S>(definition.id, definition.version, options) : null;
  });
  const [restored] = useState(() => {
    const saved = draft?.read();
    return saved && findStep(definition, saved.step) && saved.history.every((step) => findStep(definition, step)) ? saved : undefined;
  });
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    restored ?? initialWizardState(definition, typeof initialValues === 'function' ? (initialValues as () => V)() : initialValues),
  );
  const latest = useRef(state);
  latest.current = state;
  const event = useCallback((step: S) => ({ wizard: definition.id, step }), [definition.id]);

  // The draft follows every change; a finished wizard keeps none.
  useEffect(() => {
    draft?.write(state);
  }, [draft, state]);

  useEffect(() => {
    report(callbacks.stepViewed, event(state.step));
  }, [callbacks, event, state.step]);

  // A pause (a note on screen), then the chosen step.
  const pending = state.pending;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), pending.afterMs);
    return () => clearTimeout(timer);
  }, [pending]);

  // A step that moves on by itself (e.g. start after 10 ms).
  const autoAdvanceMs = findStep(definition, state.step)?.autoAdvanceMs;
  useEffect(() => {
    if (autoAdvanceMs === undefined || paused || pending || state.completed) return undefined;
    const timer = setTimeout(() => {
      report(callbacks.stepCompleted, event(latest.current.step));
      dispatch({ type: 'next' });
    }, autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [autoAdvanceMs, paused, pending, state.step, state.completed, callbacks, event]);

  const next = useCallback(
    (values?: WizardValuesUpdate<V>, options: WizardMoveOptions = {}) => {
      report(callbacks.stepCompleted, event(latest.current.step));
      dispatch({ type: 'next', values, choice: options.choice, afterMs: options.afterMs });
    },
    [callbacks, event],
  );
  const goTo = useCallback(
    (step: S, values?: WizardValuesUpdate<V>, options: WizardGoToOptions = {}) => dispatch({ type: 'goTo', step, values, ...options }),
    [],
  );
  const back = useCallback(() => dispatch({ type: 'back' }), []);
  const update = useCallback((values: WizardValuesUpdate<V>) => dispatch({ type: 'update', values }), []);
  const complete = useCallback(() => {
    dispatch({ type: 'complete' });
    draft?.clear();
  }, [draft]);
  const abandon = useCallback(() => {
    if (!latest.current.completed) report(callbacks.abandoned, event(latest.current.step));
    draft?.clear();
  }, [callbacks, draft, event]);
  const reset = useCallback((values: V) => dispatch({ type: 'reset', values }), []);

  return {
    step: state.step,
    values: state.values,
    history: state.history,
    pending: state.pending,
    completed: state.completed,
    restored: restored !== undefined,
    titles: stepTitles(definition, state.step, state.values),
    progress: stepProgress(definition, state.step, state.values),
    canGoBack: state.history.length > 0,
    next,
    goTo,
    back,
    update,
    complete,
    abandon,
    reset,
  };
}
