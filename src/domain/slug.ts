/** The URL slug of a business or neighborhood: lowercase letters and digits in hyphen-joined runs. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether a value is a well-formed slug (a format check, not a lookup). */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
