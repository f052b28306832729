/**
 * How pages tell "the database is unavailable for now" (answer 503, "temporarily
 * unavailable", with Retry-After) from "this does not exist" (404) and from a bug (500).
 */
import { isDatabaseUnavailable } from '../server/db/errors';
import { DB_RETRY_AFTER_SECONDS } from '../server/db/limits';

export { isDatabaseUnavailable };

/** The headers of a page answered 503 because the database is unavailable. */
export const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(DB_RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
};
