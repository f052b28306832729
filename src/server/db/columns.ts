/** A timestamp column as ISO 8601 text (both drivers return Date; text is tolerated). */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
