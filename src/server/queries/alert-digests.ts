/**
 * The alert digests' messages, written when they are sent. The run (./alert-match.ts) writes
 * one `alert_digests` row per (saved query, window) with something new: its businesses once,
 * the query's wording and link, and the saved searches due for it. The outbox's delivery
 * (../email/delivery.ts) expands them a provider call's worth at a time into ordinary outbox
 * messages, one per subscriber, built in SQL as the `alert_digest` template writes them, so
 * each is then sent, retried and shown like every other e-mail. A subscriber who
 * unsubscribed since the run is passed over. SQL runs unchanged on PostgreSQL 15 and PGlite.
 */
import type { Queryable } from '../db/client';

/**
 * Writes the next messages of the digests waiting to be sent (at most `limit` subscribers,
 * oldest digests first) into the outbox, due at `now`, in one statement: the digests taken
 * are locked (a concurrent expansion takes others), their cursor moves past the subscribers
 * taken, and a digest whose every subscriber has a message is deleted. A message exists once
 * per (digest, saved search) (a unique index), however often this is retried. Answers the
 * messages' outbox ids and how many digests it took (none: nothing is waiting).
 */
export async function expandAlertDigests(db: Queryable, limit: number, now: Date): Promise<{ ids: number[]; digests: number }> {
  const rows = await db.query<{ kind: 'message' | 'digests'; id: number }>(
    `with d as materialized (
       select id, saved_search_ids, expanded, cardinality(saved_search_ids) as subscribers from public.alert_digests order by id limit $1 for update skip locked
     ),
     m as materialized (
       select d.id as digest_id, u.saved_search_id, u.n
         from d cross join lateral unnest(d.saved_search_ids[d.expanded + 1:]) with ordinality as u(saved_search_id, n)
        order by d.id, u.n
        limit $1
     ),
     queued as (
       insert into public.email_outbox (kind, to_address, subject, payload, saved_search_id, alert_digest_id, created_at, next_attempt_at)
       select 'alert_digest', lower(trim(a.email)),
              case when s.locale = 'es' and g.label_es is not null
                   then g.total || ' ' || case when g.total = 1 then 'negocio nuevo' else 'negocios nuevos' end || ': ' || g.subject_label_es
                   else g.total || ' new ' || case when g.total = 1 then 'business' else 'businesses' end || ' for ' || g.subject_label end,
              jsonb_build_object('savedSearchId', s.id, 'total', g.total, 'businesses', g.businesses, 'resultsHref', g.results_href)
                || case when s.locale = 'es' and g.label_es is not null then jsonb_build_object('label', g.label_es, 'locale', 'es')
                        else jsonb_build_object('label', g.label) end,
              s.id, g.id, g.created_at, $2::timestamptz
         from m
         join public.alert_digests g on g.id = m.digest_id
         join public.saved_searches s on s.id = m.saved_search_id and s.status = 'confirmed'
         join public.alert_addresses a on a.id = s.address_id
        order by m.digest_id, m.n
       on conflict do nothing
       returning id
     ),
     taken as (
       select m.digest_id, d.expanded + max(m.n) as expanded, d.subscribers
         from m join d on d.id = m.digest_id
        group by m.digest_id, d.expanded, d.subscribers
     ),
     done as (
       delete from public.alert_digests g using taken t where g.id = t.digest_id and t.expanded >= t.subscribers returning g.id
     ),
     moved as (
       update public.alert_digests g set expanded = t.expanded from taken t where g.id = t.digest_id and t.expanded < t.subscribers returning g.id
     )
     select 'message' as kind, id::int as id from queued
     union all
     select 'digests', ((select count(*) from done) + (select count(*) from moved))::int`,
    [limit, now.toISOString()],
  );
  return {
    ids: rows
      .filter((row) => row.kind === 'message')
      .map((row) => Number(row.id))
      .sort((a, b) => a - b),
    digests: Number(rows.find((row) => row.kind === 'digests')?.id ?? 0),
  };
}
