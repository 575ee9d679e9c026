/** The machine-readable value of a <time dateTime>: the instant in ISO 8601, empty for a missing time. */
export function isoOf(ts: number): string {
  return Number.isFinite(ts) ? new Date(ts).toISOString() : '';
}
