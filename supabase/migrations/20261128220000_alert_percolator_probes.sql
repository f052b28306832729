-- The alert match (src/server/queries/alert-match.ts), measured at 100,000 saved searches:
-- most searches are a category and a neighborhood, so they are found by the pair (a new
-- business reaches about 1/300 of them, not 1/12 as by category alone); the text is kept
-- parsed (tsquery), not parsed again for each candidate; and the run matches the new
-- businesses a chunk at a time (match_cursor: the last business id matched), each chunk
-- committed, so no statement grows with the day's businesses.
alter table public.saved_search_keys drop constraint saved_search_keys_probe_check;
alter table public.saved_search_keys add constraint saved_search_keys_probe_check
  check (probe in ('text', 'category_neighborhood', 'category', 'neighborhood', 'area', 'all', 'none'));
alter table public.saved_search_keys add column tsq tsquery;
update public.saved_search_keys set tsq = to_tsquery('english', ts) where ts is not null;
update public.saved_search_keys set probe = 'category_neighborhood' where probe = 'category' and neighborhood is not null;
create index saved_search_keys_category_neighborhood_idx on public.saved_search_keys (category, neighborhood) where probe = 'category_neighborhood';

alter table public.alert_runs add column match_cursor integer not null default 0;
