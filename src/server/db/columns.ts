/** A timestamp column as ISO 8601 text (both drivers return Date; text is tolerated). */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A nullable timestamp column as ISO 8601 text, null kept. */
export function isoTimeOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : isoTime(value);
}

/** A `date` column as YYYY-MM-DD (text from the driver is already that), null kept. */
export function isoDayOrNull(value: Date | string | null): string | null {
  return value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
