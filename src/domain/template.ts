/** Messages with values in them: a catalog's `{name}` placeholders (src/i18n). */

/** `template` with each `{name}` replaced by `values[name]` ('{count} found' -> '3 found'); unknown names stay as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
