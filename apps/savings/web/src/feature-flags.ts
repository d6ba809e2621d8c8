// The savings remote's feature flags (savings-budget-debt-shell.md section 6: "A feature flag
// controls the tax-number tip ... Feature flags: ... savings tax number off"); how flags work:
// featureFlags in @imali/shared/web, as the debt remote's snowballActive
// (docs/decisions/debt-snowball-flag.md).
import { featureFlags } from '@imali/shared/web';

export { developmentSwitchesAllowed } from '@imali/shared/web';

export const FEATURE_FLAGS = { savingsTaxNumber: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const { flagStorageKey, isFlagOn } = featureFlags<FeatureFlag>(FEATURE_FLAGS);
