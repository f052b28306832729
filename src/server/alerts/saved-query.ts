/**
 * A saved query checked against the data as strictly as a search: its place must resolve
 * and its neighborhood must exist (the schema of src/domain/alerts.ts checks the rest). The
 * API refuses a query that fails it; the alert job marks a saved search whose query no
 * longer passes as broken (src/server/alerts/run.ts).
 */
import type { Point } from '../../domain/geo';
import { NEAR_MESSAGE } from '../../domain/search';
import { ALERT_MESSAGES, type SavedQuery } from '../../domain/alerts';
import type { Queryable } from '../db/client';
import { getNeighborhoodBySlug } from '../queries/neighborhoods';
import { resolvePlace } from '../queries/places';

/** The query's place (when it has one) or the fields that fail, named as the API names them. */
export async function checkSavedQuery(
  db: Queryable,
  query: SavedQuery,
): Promise<{ ok: true; place: Point | null } | { ok: false; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  const place = query.near ? await resolvePlace(db, query.near) : null;
  if (query.near && !place) fields['query.near'] = NEAR_MESSAGE;
  if (query.neighborhood && !(await getNeighborhoodBySlug(db, query.neighborhood))) fields['query.neighborhood'] = ALERT_MESSAGES.neighborhood;
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, place };
}
