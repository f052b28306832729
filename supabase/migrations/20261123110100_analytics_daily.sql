-- Analytics no longer grow by one row per page view. Views and searches are
-- counted per business (0: searches) per day, in the city's time zone, once per client per
-- half-hour window. analytics_recent holds the de-duplication keys (a hash of the client's
-- address, never the address) and is pruned after two days; analytics_daily keeps the
-- counts View Analytics reads. Server-only like the old table: RLS on, no policies, no grants.

create table public.analytics_daily (
  day date not null,
  kind text not null check (kind in ('search', 'listing_view')),
  -- the viewed business; 0 for searches (no foreign key: counts outlive deleted businesses)
  business_id integer not null default 0 check (business_id >= 0),
  count integer not null default 0 check (count >= 0),
  primary key (day, kind, business_id)
);

create table public.analytics_recent (
  kind text not null check (kind in ('search', 'listing_view')),
  -- the business id, or a hash of the normalised search text
  subject text not null check (length(subject) between 1 and 64),
  client_key text not null check (length(client_key) between 1 and 64),
  window_start timestamptz not null,
  primary key (kind, subject, client_key, window_start)
);
create index analytics_recent_window_idx on public.analytics_recent (window_start);

-- Keep every count recorded so far: the old per-event rows become daily counts.
insert into public.analytics_daily (day, kind, business_id, count)
select (e.occurred_at at time zone 'America/New_York')::date, e.kind, coalesce(e.business_id, 0), count(*)::int
  from public.analytics_events e
 group by 1, 2, 3;

drop table public.analytics_events;

alter table public.analytics_daily enable row level security;
alter table public.analytics_recent enable row level security;
revoke all on public.analytics_daily, public.analytics_recent from anon, authenticated;
