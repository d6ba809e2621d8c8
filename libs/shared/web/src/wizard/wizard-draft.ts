// A wizard's answers kept while it is open, so a refresh does not lose them
// (docs/decisions/wizard-drafts.md): sessionStorage only (this tab, gone when it closes; never
// localStorage, the answers hold ID numbers), one entry per wizard id and version, dropped once
// stale, on completion and when the wizard is closed.
import type { WizardState } from './wizard-machine';

/** A draft older than this (since its last change) is dropped unread. */
export const WIZARD_DRAFT_TTL_MS = 30 * 60 * 1000;

const PREFIX = 'imali.wizard.';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface WizardDraftOptions {
  /** sessionStorage by default; null when the browser refuses it (the wizard then keeps nothing). */
  storage?: DraftStorage | null;
  ttlMs?: number;
  now?: () => number;
}

interface StoredDraft<V, S extends string> {
  savedAt: number;
  state: WizardState<V, S>;
}

function sessionStore(): DraftStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function wizardDraftKey(id: string, version: number): string {
  return `${PREFIX}${id}.v${version}`;
}

export interface WizardDraft<V, S extends string> {
  read: () => WizardState<V, S> | undefined;
  write: (state: WizardState<V, S>) => void;
  clear: () => void;
}

/** The draft of one wizard. Storage failures (full, blocked) never stop the wizard. */
export function wizardDraft<V, S extends string>(id: string, version: number, options: WizardDraftOptions = {}): WizardDraft<V, S> {
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const ttl = options.ttlMs ?? WIZARD_DRAFT_TTL_MS;
  const now = options.now ?? Date.now;
  const key = wizardDraftKey(id, version);
  const clear = () => {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing kept, nothing to drop.
    }
  };
  return {
    read: () => {
      try {
        const text = storage?.getItem(key);
        if (!text) return undefined;
        const draft = JSON.parse(text) as StoredDraft<V, S>;
        const fresh = typeof draft?.savedAt === 'number' && now() - draft.savedAt <= ttl;
        if (!fresh || !draft.state || typeof draft.state.step !== 'string' || !Array.isArray(draft.state.history) || draft.state.completed) {
          clear();
          return undefined;
        }
        // A pause is not resumed after a refresh: the step it led to is shown.
        return draft.state.pending ? { ...draft.state, step: draft.state.pending.step, pending: null } : draft.state;
      } catch {
        clear();
        return undefined;
      }
    },
    write: (state) => {
      if (state.completed) return clear();
      try {
        storage?.setItem(key, JSON.stringify({ savedAt: now(), state } satisfies StoredDraft<V, S>));
      } catch {
        // Full or blocked storage: the wizard goes on without a draft.
      }
    },
    clear,
  };
}
