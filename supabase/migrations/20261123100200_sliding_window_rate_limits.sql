-- Rate limits as sliding windows: per client and action, the times of the hits allowed
-- within the last window (at most the limit), so no window of that length ever holds more
-- than the limit (fixed windows let twice the limit through at a boundary). In Postgres so
-- that limits hold across serverless instances. Server-only: RLS on, no policies.
drop table public.rate_limits;
create table public.rate_limit_windows (
  bucket text not null,
  client_key text not null,
  hits timestamptz[] not null,
  allowed boolean not null,
  last_hit_at timestamptz not null,
  primary key (bucket, client_key)
);
create index rate_limit_windows_last_hit_idx on public.rate_limit_windows (last_hit_at);
alter table public.rate_limit_windows enable row level security;
revoke all on public.rate_limit_windows from anon, authenticated;
