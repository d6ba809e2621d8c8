// Money inside the funeral rules is counted in whole cents so that adding premiums never drifts
// (0.1 + 0.2 !== 0.3 in floating point). Rand values are only produced at the edges.

/** Rand with at most two decimals from whole cents: 9612 -> 96.12. */
export function centsToRand(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Whole cents from a rand amount, rounding half away from zero on the decimal digits (the
 * decimal point is moved in the text, so 0.285 gives 29 cents, not 28). Undefined for
 * anything that is not a finite number.
 */
export function randToCents(rand: unknown): number | undefined {
  if (typeof rand !== 'number' || !Number.isFinite(rand)) return undefined;
  const abs = Math.abs(rand);
  const text = String(abs);
  const scaled = text.includes('e') ? abs * 100 : Number(`${text}e2`);
  return Math.sign(rand) * Math.round(scaled);
}

/** A rate in cents per R1,000 applied to cover in cents, rounded half up to whole cents. */
export function centsForCover(centsPerThousandRand: number, coverCents: number): number {
  // rate x (coverCents / 100 / 1000); both factors are whole numbers, so the product is exact.
  return Math.floor((centsPerThousandRand * coverCents + 50_000) / 100_000);
}
