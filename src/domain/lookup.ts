/**
 * Look-ups by keys that come from outside (URL segments, query values, database text).
 * A plain object answers `in` and indexing for its prototype's members too (`__proto__`,
 * `constructor`, `toString`...), so such keys must only ever reach own properties.
 */

/** `record[key]` when `key` is one of the record's own properties, else undefined. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
