/**
 * Tables of the memory backend are keyed by ids that members choose or send (a uid in a URL, a
 * project id in a call). A plain object answers `toString`, `constructor` or `__proto__` from
 * Object.prototype, so every table is a null-prototype record: an id is only ever an own key.
 */

/** An empty record with no prototype. */
export function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * A stored table (parsed JSON) as null-prototype records, `depth` levels deep (2 for a record
 * of records). Anything that is not a plain object where a record belongs is left out.
 */
export function toRecord<T>(value: unknown, depth = 1): Record<string, T> {
  const out = record<T>();
  if (!isPlainObject(value)) return out;
  for (const key of Object.keys(value)) {
    const v = value[key];
    out[key] = (depth > 1 ? toRecord(v, depth - 1) : v) as T;
  }
  return out;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
