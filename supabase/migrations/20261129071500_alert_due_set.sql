-- The alert run reads the due set through indexes, not by scanning every saved search
-- (src/server/queries/alert-match.ts, decision 0024): a daily search is found by when its
-- window may start (high_water_at), a weekly one by its weekday and then that; both carry
-- their query, so the run's windows, the searches confirmed since the last run and the count
-- of due searches are read from the index alone.
drop index if exists public.saved_searches_due_idx;
create index saved_searches_due_daily_idx on public.saved_searches (high_water_at) include (query_id)
  where status = 'confirmed' and frequency = 'daily';
create index saved_searches_due_weekly_idx on public.saved_searches (due_weekday, high_water_at) include (query_id)
  where status = 'confirmed' and frequency = 'weekly';

-- A run no longer writes a row per matched subscriber: its digests (one per query and window)
-- are queued for their subscribers read straight from saved_searches, in the order (query,
-- window, saved search) the cursor below records. alert_run_matches keeps only the
-- subscribers of queries that no longer validate, to be told once.
alter table public.alert_runs add column cursor_query integer not null default 0;
alter table public.alert_runs add column cursor_window timestamptz;
-- The queries that no longer validate are few: their subscribers are read through this.
create index alert_queries_broken_idx on public.alert_queries (id) where broken;
-- How many due subscribers a digest had when it was ranked: a batch takes whole digests up to
-- its size (src/server/queries/alert-match.ts), so it reads no subscriber it does not queue.
alter table public.alert_run_digests add column subscribers integer not null default 0;
