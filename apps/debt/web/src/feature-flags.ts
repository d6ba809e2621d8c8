// The debt remote's feature flags (savings-budget-debt-shell.md section 6: "Feature flags:
// snowballActive off"), with a switch on the page in development; how flags work:
// featureFlags in @imali/shared/web (docs/decisions/debt-snowball-flag.md).
import { featureFlags } from '@imali/shared/web';

export { developmentSwitchesAllowed, isDevelopmentBuild } from '@imali/shared/web';

export const FEATURE_FLAGS = { snowballActive: false } as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export const { flagStorageKey, isFlagOn, setDevelopmentFlag } = featureFlags<FeatureFlag>(FEATURE_FLAGS);
