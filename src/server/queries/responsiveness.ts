/**
 * The quote-request timings the response time and rate are computed from
 * (src/domain/responsiveness.ts): each delivery to a business in the window, its first
 * answer and when the customer closed the request. Nothing about the business's plan is read.
 */
import { RESPONSIVENESS_RULE, responsiveness, type QuoteTiming, type Responsiveness } from '../../domain/responsiveness';
import type { Queryable } from '../db/client';

const toDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The timings of requests delivered to each of `businessIds` in the window ending at `now`. */
async function quoteTimings(db: Queryable, businessIds: readonly number[], now: Date): Promise<Map<number, QuoteTiming[]>> {
  const byBusiness = new Map<number, QuoteTiming[]>(businessIds.map((id) => [id, []]));
  if (businessIds.length === 0) return byBusiness;
  const since = new Date(now.getTime() - RESPONSIVENESS_RULE.windowDays * 86_400_000).toISOString();
  const rows = await db.query<{ business_id: number; delivered_at: Date | string; answered_at: Date | string | null; closed_at: Date | string | null }>(
    `select q.business_id::int as business_id, q.delivered_at, q.answered_at, r.closed_at
       from public.quote_request_businesses q
       join public.quote_requests r on r.id = q.request_id
      where q.business_id = any(string_to_array($1, ',')::int[]) and q.delivered_at > $2 and q.delivered_at <= $3`,
    [businessIds.join(','), since, now.toISOString()],
  );
  for (const row of rows) {
    byBusiness
      .get(Number(row.business_id))
      ?.push({ deliveredAt: toDate(row.delivered_at)!, answeredAt: toDate(row.answered_at), closedAt: toDate(row.closed_at) });
  }
  return byBusiness;
}

/** The figures of each of `businessIds` at `now`. */
export async function responsivenessOf(db: Queryable, businessIds: readonly number[], now: Date): Promise<Map<number, Responsiveness>> {
  const timings = await quoteTimings(db, businessIds, now);
  return new Map([...timings].map(([id, list]) => [id, responsiveness(list, now)]));
}
