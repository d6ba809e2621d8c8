// The wizard engine's core: steps as data and a pure reducer over them. No React, no storage:
// the React bindings (use-wizard.ts) and the drafts (wizard-draft.ts) sit on top of this.

/** Where a step sits in the progress header: a section, and within it a sub-step. */
export interface WizardProgress {
  section: string;
  subStep?: string;
}

/** One step of a wizard, as data. */
export interface WizardStep<V, S extends string = string> {
  id: S;
  /** Up to three lines under the modal title; a function when they read the answers. */
  titles?: readonly string[] | ((values: V) => readonly string[]);
  /** The step is passed over (going on and going back) while this holds. */
  skip?: (values: V) => boolean;
  /**
   * Where the step leads once answered (`choice`: the button pressed, e.g. 'addAnother'); null
   * ends the wizard. Without it, the next step in the list.
   */
  next?: (values: V, choice?: string) => S | null;
  /** Its place in the progress header; a function when it reads the answers. */
  progress?: WizardProgress | ((values: V) => WizardProgress | undefined);
  /** The step moves on by itself this long after it is shown (milliseconds). */
  autoAdvanceMs?: number;
}

export interface WizardDefinition<V, S extends string = string> {
  /** Names the wizard in drafts and analytics (e.g. 'funeral.purchase'). */
  id: string;
  /** Bumped when the steps or the answers' shape change: older drafts are then ignored. */
  version: number;
  steps: readonly WizardStep<V, S>[];
  /** The first step; the first in the list without it. */
  start?: S | ((values: V) => S);
}

export interface WizardState<V, S extends string = string> {
  step: S;
  /** The steps shown before this one, for Back (most recent last). */
  history: S[];
  values: V;
  /** A step chosen already, shown after a pause (a note on screen, an auto-advance). */
  pending: { step: S; afterMs: number } | null;
  /**
   * The last step was answered (next led nowhere) or the owner said it is done (a policy made):
   * no draft is kept from then on. Steps after it (documents, thank you) still move.
   */
  completed: boolean;
}

/** New answers, or how to make them from the current ones. */
export type WizardValuesUpdate<V> = V | ((current: V) => V);

export type WizardAction<V, S extends string = string> =
  /** The current step is answered: on by its next rule (skips applied), after `afterMs` when given. */
  | { type: 'next'; values?: WizardValuesUpdate<V>; choice?: string; afterMs?: number }
  /**
   * To a named step (skips not applied): `remember` false leaves the current one out of Back;
   * `clearHistory` starts Back afresh (nothing before a sale can be changed after it).
   */
  | { type: 'goTo'; step: S; values?: WizardValuesUpdate<V>; remember?: boolean; clearHistory?: boolean; afterMs?: number }
  /** Back to the last step shown that is not skipped now. */
  | { type: 'back' }
  /** The pause is over: the pending step is shown. */
  | { type: 'advance' }
  /** Changes the answers without moving. */
  | { type: 'update'; values: WizardValuesUpdate<V> }
  | { type: 'complete' }
  /** Starts afresh from these answers (or from a draft's state). */
  | { type: 'reset'; values?: V; state?: WizardState<V, S> };

function apply<V>(current: V, update: WizardValuesUpdate<V> | undefined): V {
  if (update === undefined) return current;
  return typeof update === 'function' ? (update as (value: V) => V)(current) : update;
}

export function findStep<V, S extends string>(definition: WizardDefinition<V, S>, id: S): WizardStep<V, S> | undefined {
  return definition.steps.find((step) => step.id === id);
}

export function isStepSkipped<V, S extends string>(definition: WizardDefinition<V, S>, id: S, values: V): boolean {
  return findStep(definition, id)?.skip?.(values) ?? false;
}

/** The step a step leads to before skips: its next rule, else the next in the list. */
function followingStep<V, S extends string>(definition: WizardDefinition<V, S>, id: S, values: V, choice?: string): S | null {
  const step = findStep(definition, id);
  if (step?.next) return step.next(values, choice);
  const index = definition.steps.findIndex((candidate) => candidate.id === id);
  return definition.steps[index + 1]?.id ?? null;
}

/**
 * The first step at or after `id` that is not skipped (null when every one is). A step whose
 * next rule leads back to itself while skipped ends the search rather than looping forever.
 */
export function firstShownStep<V, S extends string>(definition: WizardDefinition<V, S>, id: S | null, values: V): S | null {
  const seen = new Set<S>();
  let current = id;
  while (current !== null && isStepSkipped(definition, current, values)) {
    if (seen.has(current)) return null;
    seen.add(current);
    current = followingStep(definition, current, values);
  }
  return current;
}

/** Where answering `id` with `choice` leads, skips applied; null: the wizard is finished. */
export function nextStepOf<V, S extends string>(definition: WizardDefinition<V, S>, id: S, values: V, choice?: string): S | null {
  return firstShownStep(definition, followingStep(definition, id, values, choice), values);
}

export function startStepOf<V, S extends string>(definition: WizardDefinition<V, S>, values: V): S {
  const named = typeof definition.start === 'function' ? definition.start(values) : definition.start;
  const first = named ?? definition.steps[0]?.id;
  if (first === undefined) throw new Error(`Wizard ${definition.id} has no steps`);
  return firstShownStep(definition, first, values) ?? first;
}

export function initialWizardState<V, S extends string>(definition: WizardDefinition<V, S>, values: V): WizardState<V, S> {
  return { step: startStepOf(definition, values), history: [], values, pending: null, completed: false };
}

export function stepTitles<V, S extends string>(definition: WizardDefinition<V, S>, id: S, values: V): readonly string[] {
  const titles = findStep(definition, id)?.titles;
  return (typeof titles === 'function' ? titles(values) : titles) ?? [];
}

export function stepProgress<V, S extends string>(definition: WizardDefinition<V, S>, id: S, values: V): WizardProgress | undefined {
  const progress = findStep(definition, id)?.progress;
  return typeof progress === 'function' ? progress(values) : progress;
}

function move<V, S extends string>(state: WizardState<V, S>, to: S, values: V, remember: boolean, afterMs: number | undefined): WizardState<V, S> {
  const history = remember ? [...state.history, state.step] : state.history;
  if (afterMs && afterMs > 0) return { ...state, values, history, pending: { step: to, afterMs } };
  return { ...state, values, history, step: to, pending: null };
}

/** The reducer of one wizard: every move the React bindings make goes through it. */
export function wizardReducer<V, S extends string>(definition: WizardDefinition<V, S>) {
  return (state: WizardState<V, S>, action: WizardAction<V, S>): WizardState<V, S> => {
    switch (action.type) {
      case 'next': {
        if (state.pending) return state;
        const values = apply(state.values, action.values);
        const to = nextStepOf(definition, state.step, values, action.choice);
        if (to === null) return { ...state, values, completed: true, pending: null };
        // Moves after completion keep it: the draft stays dropped.
        return move(state, to, values, true, action.afterMs);
      }
      case 'goTo':
        return move(action.clearHistory ? { ...state, history: [] } : state, action.step, apply(state.values, action.values), !action.clearHistory && (action.remember ?? true), action.afterMs);
      case 'back': {
        const history = [...state.history];
        while (history.length) {
          const previous = history.pop() as S;
          if (!isStepSkipped(definition, previous, state.values)) return { ...state, step: previous, history, pending: null };
        }
        return state;
      }
      case 'advance':
        return state.pending ? { ...state, step: state.pending.step, pending: null } : state;
      case 'update':
        return { ...state, values: apply(state.values, action.values) };
      case 'complete':
        return { ...state, completed: true, pending: null };
      case 'reset':
        return action.state ?? initialWizardState(definition, action.values ?? state.values);
    }
  };
}
