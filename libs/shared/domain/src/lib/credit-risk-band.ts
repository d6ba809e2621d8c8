// Credit risk by bureau compuScore (scale 1 to 1000), savings-budget-debt-shell.md section 4.
// A higher score means a lower risk. Colours are design-token names the UI maps to its palette.

export type CreditRiskBandKey = 'VERY_HIGH' | 'HIGH' | 'AVERAGE' | 'LOW' | 'MINIMUM' | 'UNKNOWN';
export type CreditRiskColour = 'alert-red' | 'red' | 'yellow' | 'primary' | 'grey';

export interface CreditRiskBand {
  readonly key: CreditRiskBandKey;
  /** The band as the screens word it. */
  readonly label: 'Very High' | 'High' | 'Average' | 'Low' | 'Minimum' | 'Unknown';
  readonly colour: CreditRiskColour;
  /** The score shown beside the band: the compuScore, or 0 when unknown. */
  readonly score: number;
}

/**
 * under 600 Very High (alert red), 600-749 High (red), 750-849 Average (yellow), 850-899 Low
 * (primary), 900 or more Minimum (primary); missing, zero, negative or not a number: Unknown
 * (grey, score 0).
 */
export function creditRiskBand(compuScore: number | null | undefined): CreditRiskBand {
  const score = typeof compuScore === 'number' && Number.isFinite(compuScore) ? compuScore : 0;
  if (score <= 0) return { key: 'UNKNOWN', label: 'Unknown', colour: 'grey', score: 0 };
  if (score < 600) return { key: 'VERY_HIGH', label: 'Very High', colour: 'alert-red', score };
  if (score < 750) return { key: 'HIGH', label: 'High', colour: 'red', score };
  if (score < 850) return { key: 'AVERAGE', label: 'Average', colour: 'yellow', score };
  if (score < 900) return { key: 'LOW', label: 'Low', colour: 'primary', score };
  return { key: 'MINIMUM', label: 'Minimum', colour: 'primary', score };
}
