// Analytics hooks of every wizard: an injectable callback per event, doing nothing by default
// (funeral.md section 7: analytics are logged along the flows but are not product behaviour).
// Events carry the wizard's and the step's names only, never answers.
import { createContext, createElement, useContext, type ReactNode } from 'react';

export interface WizardEvent {
  wizard: string;
  step: string;
}

export interface WizardAnalytics {
  stepViewed?: (event: WizardEvent) => void;
  stepCompleted?: (event: WizardEvent) => void;
  /** The wizard was closed before it was finished, at `step`. */
  abandoned?: (event: WizardEvent) => void;
}

export const NO_WIZARD_ANALYTICS: WizardAnalytics = {};

const WizardAnalyticsContext = createContext<WizardAnalytics>(NO_WIZARD_ANALYTICS);

/** Gives every wizard below it these callbacks (an app's analytics client, a test's spy). */
export function WizardAnalyticsProvider({ analytics, children }: { analytics: WizardAnalytics; children: ReactNode }) {
  return createElement(WizardAnalyticsContext.Provider, { value: analytics }, children);
}

export function useWizardAnalytics(): WizardAnalytics {
  return useContext(WizardAnalyticsContext);
}

/** Calls a callback without letting an analytics failure break the wizard. */
export function report(callback: ((event: WizardEvent) => void) | undefined, event: WizardEvent): void {
  try {
    callback?.(event);
  } catch {
    // Analytics never stop a sale.
  }
}
