// §4.4 "Selfie: take, preview (Done or Retake), update, done", as the wizard engine's steps.
import type { WizardDefinition } from '@imali/shared/web';

export type SelfieStep = 'current' | 'take' | 'preview' | 'update' | 'done';

/** The photo lives in the page (a Blob is no draft material); the steps only need to know if there is one. */
export interface SelfieValues {
  hasSelfie: boolean;
}

export const selfieWizard: WizardDefinition<SelfieValues, SelfieStep> = {
  id: 'vault.selfie',
  version: 1,
  // With a selfie in the vault the page shows it first; without one it opens the camera.
  start: (values) => (values.hasSelfie ? 'current' : 'take'),
  steps: [{ id: 'current', next: () => 'take' }, { id: 'take' }, { id: 'preview', next: (_values, choice) => (choice === 'retake' ? 'take' : 'update') }, { id: 'update' }, { id: 'done', next: () => null }],
};
