/**
 * Submission keys: a form makes one when it is first sent and sends it again on every retry
 * of the same filled-in form, so a retry whose first answer was lost (the write committed,
 * the connection dropped) returns what was stored instead of storing a duplicate.
 * The API accepts 8-100 letters, digits, `_` or `-` (SUBMISSION_KEY_PATTERN).
 */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** A new random key (a UUID where the browser has one). */
export function newSubmissionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
