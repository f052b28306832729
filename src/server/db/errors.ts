/**
 * What "the database is unavailable" means, for every caller: the API answers it with 503
 * and `Retry-After`, pages with a "temporarily unavailable" page (never "not found").
 */

/** The database could not be reached, opened, or answered in time. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Network errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // postgres.js
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * SQLSTATE codes that mean "not now" rather than "wrong request": connection exceptions
 * (class 08), statement timeout or cancel (57014), shutdown and start-up (57P01-57P03),
 * too many connections (53300), lock timeout (55P03), idle-in-transaction timeout (25P03),
 * deadlock (40P01).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '55P03', '25P03', '40P01']);

/** True when `error` (or its cause) means the database is unavailable for now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { name?: unknown; code?: unknown; cause?: unknown; errors?: unknown };
  if (e.name === 'DatabaseUnavailableError' || e.name === 'DatabaseLockedError') return true;
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
