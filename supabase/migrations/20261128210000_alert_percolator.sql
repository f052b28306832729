-- The alert job turned around (src/server/alerts/run.ts): the day's new businesses are
-- matched against an index of the saved queries (a percolator) instead of running every
-- saved query as a search. Each confirmed saved search has one row of normalised filters
-- (saved_search_keys) and, when it has search text, the lexemes of its first word and that
-- word's synonyms (saved_search_anchors): a new business finds the searches it may answer
-- through one index (its lexemes' prefixes, its category, its neighborhood or its place),
-- and the full filter then decides (src/server/queries/alert-match.ts).

create table public.saved_search_keys (
  saved_search_id integer primary key references public.saved_searches (id) on delete cascade,
  -- which index finds the search's candidates: the most selective filter it has
  probe text not null check (probe in ('text', 'category', 'neighborhood', 'area', 'all', 'none')),
  category text,
  neighborhood text,
  min_rating numeric,
  service_tags text[],
  -- the open filter: a fixed minute of the week, or "open now" (the minute of the run)
  open_minute integer,
  open_now boolean not null default false,
  -- the map area (bbox) and the radius's bounding box, in the businesses.geo plane
  area box,
  radius_box box,
  place_lat float8,
  place_lng float8,
  radius float8,
  -- the text as the search's to_tsquery('english', …) input, and one per word for the name score
  ts text,
  sort_by text not null,
  -- a weekly search is due on this Charlotte weekday (0 = Sunday), the one it was confirmed on
  weekday smallint check (weekday between 0 and 6),
  -- the query no longer validates (a category retired, a place gone): no digest, the subscriber is told
  broken boolean not null default false,
  indexed_at timestamptz not null
);
create index saved_search_keys_category_idx on public.saved_search_keys (category) where probe = 'category';
create index saved_search_keys_neighborhood_idx on public.saved_search_keys (neighborhood) where probe = 'neighborhood';
create index saved_search_keys_area_idx on public.saved_search_keys using gist (coalesce(radius_box, area)) where probe = 'area';
create index saved_search_keys_all_idx on public.saved_search_keys (saved_search_id) where probe = 'all';

create table public.saved_search_anchors (
  anchor text not null,
  saved_search_id integer not null references public.saved_searches (id) on delete cascade,
  primary key (anchor, saved_search_id)
);
create index saved_search_anchors_search_idx on public.saved_search_anchors (saved_search_id);

-- A saved search whose query no longer validates: when the subscriber was told.
alter table public.saved_searches add column broken_at timestamptz;

-- A run matches once (one statement, committed with matched_at), then queues the digests
-- in committed batches by saved search id (cursor); a call that stops (time budget, crash,
-- deploy) leaves the run open and the next call continues it. A finished run served every
-- due search up to `until`: the searches it found nothing for are not written to at all.
alter table public.alert_runs add column until timestamptz;
alter table public.alert_runs add column matched integer not null default 0 check (matched >= 0);
alter table public.alert_runs add column matched_at timestamptz;
alter table public.alert_runs add column cursor integer not null default 0;
alter table public.alert_runs add column finished_at timestamptz;
-- the Charlotte weekday (0 = Sunday) of `until`: the weekly searches of that weekday are due
alter table public.alert_runs add column weekday smallint check (weekday between 0 and 6);
update public.alert_runs set until = ran_at, finished_at = ran_at, matched_at = ran_at;
alter table public.alert_runs alter column until set not null;
create unique index alert_runs_one_open_idx on public.alert_runs ((true)) where finished_at is null;
create index alert_runs_finished_idx on public.alert_runs (weekday, until desc) where finished_at is not null;

-- What a run found: (search, new business) pairs, and (search, null) for a search whose
-- query no longer validates and whose subscriber has not been told yet.
create table public.alert_run_matches (
  run_id integer not null references public.alert_runs (id) on delete cascade,
  saved_search_id integer not null references public.saved_searches (id) on delete cascade,
  business_id integer references public.businesses (id) on delete cascade
);
create index alert_run_matches_run_idx on public.alert_run_matches (run_id, saved_search_id);

do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition from pg_constraint
   where conrelid = 'public.email_outbox'::regclass and conname = 'email_outbox_kind_check';
  alter table public.email_outbox drop constraint email_outbox_kind_check;
  execute 'alter table public.email_outbox add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''alert_broken''::text, ');
end $$;

alter table public.saved_search_keys enable row level security;
alter table public.saved_search_anchors enable row level security;
alter table public.alert_run_matches enable row level security;
revoke all on public.saved_search_keys, public.saved_search_anchors, public.alert_run_matches from anon, authenticated;
