-- Structured opening hours. business_hours keeps the text people wrote (the API
-- shape the directory specifies); open_week holds the same hours as minutes of the week
-- (Monday 00:00 = 0, 10,080 minutes), half-open ranges, past-midnight closing wrapped into
-- the next day and Sunday night into Monday morning. Written by the application from the
-- text with src/domain/hours.ts (one parser); null when no day is listed.
-- "Open at minute m" is `open_week @> m`, answered by the GiST index.
alter table public.businesses add column if not exists open_week int4multirange
  check (open_week is null or open_week <@ int4multirange(int4range(0, 10080)));
create index if not exists businesses_open_week_idx on public.businesses using gist (open_week);

grant select (open_week) on public.businesses to anon, authenticated;
