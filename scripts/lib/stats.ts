/** The value below which a share `q` of the values lie (nearest rank: a value that occurred); NaN for none. */
export function quantile(values: number[], q: number): number {
  return [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
}

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: number[]): number => quantile(values, 0.5);

/**
 * The median of the ratios of runs taken side by side (round i of the page against round i of the
 * reference): a slow or fast spell of the machine moves both values of a round, not the ratio.
 * NaN when the rounds do not pair up.
 */
export function medianPairedRatio(values: number[], references: number[]): number {
  if (values.length === 0 || values.length !== references.length) return NaN;
  return median(values.map((value, round) => value / references[round]!));
}
