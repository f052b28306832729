-- Fixed-window request counters per client and action, in Postgres so that limits hold
-- across serverless instances. Server-only: RLS on, no policies.
create table public.rate_limits (
  bucket text not null,
  client_key text not null,
  window_start timestamptz not null,
  hits integer not null default 1,
  primary key (bucket, client_key, window_start)
);
create index rate_limits_window_idx on public.rate_limits (window_start);
alter table public.rate_limits enable row level security;
revoke all on public.rate_limits from anon, authenticated;
