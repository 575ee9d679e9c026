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
 * A stored table (parsed JSON object) as null-prototype records, `depth` levels deep (2 for a
 * record of records). A record that is not what `valid` expects (an object, by default) is left
 * out, and its path under `path` added to `skipped`.
 */
export function toRecord<T>(
  value: Record<string, unknown>,
  depth: number,
  path: string,
  skipped: string[],
  valid: (v: unknown) => boolean = isPlainObject,
): Record<string, T> {
  const out = record<T>();
  for (const key of Object.keys(value)) {
    const v = value[key];
    const at = `${path}/${key}`;
    if (depth > 1 && isPlainObject(v)) out[key] = toRecord(v, depth - 1, at, skipped, valid) as T;
    else if (depth === 1 && valid(v)) out[key] = v as T;
    else skipped.push(at);
  }
  return out;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
