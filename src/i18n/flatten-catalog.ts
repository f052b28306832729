/**
 * Every string of a catalog (or any words object) by its dotted key, for the catalogs' tests:
 * `skip` leaves out top-level keys whose strings are keyed by their English, not by a name.
 */
export function flattenCatalog(node: object, { skip = [] as readonly string[] } = {}, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    if (prefix === '' && skip.includes(key)) continue;
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flattenCatalog(value as object, {}, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
