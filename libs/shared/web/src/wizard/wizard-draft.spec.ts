import { wizardDraft, wizardDraftKey, WIZARD_DRAFT_TTL_MS, type DraftStorage } from './wizard-draft';
import type { WizardState } from './wizard-machine';

function memory(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const refusing: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const STATE: WizardState<{ name: string }, string> = { step: 'spouse', history: ['holder'], values: { name: 'Thandi' }, pending: null, completed: false };

describe('wizardDraft', () => {
  it('keeps the state under the wizard id and version, and reads it back', () => {
    const storage = memory();
    wizardDraft('funeral.purchase', 2, { storage }).write(STATE);
    expect([...storage.data.keys()]).toEqual([wizardDraftKey('funeral.purchase', 2)]);
    expect(wizardDraft('funeral.purchase', 2, { storage }).read()).toEqual(STATE);
    expect(wizardDraft('funeral.purchase', 3, { storage }).read()).toBeUndefined();
  });

  it.each<[string, (storage: ReturnType<typeof memory>) => void]>([
    ['stale', () => undefined],
    ['unreadable', (storage) => storage.data.set(wizardDraftKey('w', 1), '{not json')],
    ['not a state', (storage) => storage.data.set(wizardDraftKey('w', 1), JSON.stringify({ savedAt: 0, state: { step: 3 } }))],
  ])('drops a draft that is %s', (_name, spoil) => {
    const storage = memory();
    let now = 0;
    const draft = wizardDraft<{ name: string }, string>('w', 1, { storage, now: () => now });
    draft.write(STATE);
    spoil(storage);
    now = WIZARD_DRAFT_TTL_MS + 1;
    expect(draft.read()).toBeUndefined();
    expect(storage.data.size).toBe(0);
  });

  it('keeps nothing for a completed wizard, and clear drops the draft', () => {
    const storage = memory();
    const draft = wizardDraft<{ name: string }, string>('w', 1, { storage });
    draft.write(STATE);
    draft.write({ ...STATE, completed: true });
    expect(storage.data.size).toBe(0);
    draft.write(STATE);
    draft.clear();
    expect(draft.read()).toBeUndefined();
  });

  it('shows the pending step of a pause after a refresh', () => {
    const storage = memory();
    const draft = wizardDraft<{ name: string }, string>('w', 1, { storage });
    draft.write({ ...STATE, pending: { step: 'child1', afterMs: 2000 } });
    expect(draft.read()).toMatchObject({ step: 'child1', pending: null });
  });

  it('goes on without a draft when storage is refused or absent', () => {
    for (const storage of [refusing, null]) {
      const draft = wizardDraft<{ name: string }, string>('w', 1, { storage });
      expect(() => draft.write(STATE)).not.toThrow();
      expect(draft.read()).toBeUndefined();
      expect(() => draft.clear()).not.toThrow();
    }
  });
});
