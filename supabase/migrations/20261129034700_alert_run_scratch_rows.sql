-- The alert run's working rows (alert_run_pairs, alert_run_matches, alert_run_digests) belong
-- to the open run, are only ever joined to the businesses and saved searches they name (a row
-- whose business or search is gone meanwhile drops out of the join) and are deleted when the
-- run finishes (src/server/queries/alert-match.ts). Their foreign keys were checked row by row
-- on every insert, at 100,000 saved searches about half of the time the run spent writing
-- them: they go.
alter table public.alert_run_pairs drop constraint alert_run_pairs_run_id_fkey;
alter table public.alert_run_pairs drop constraint alert_run_pairs_business_id_fkey;
alter table public.alert_run_matches drop constraint alert_run_matches_run_id_fkey;
alter table public.alert_run_matches drop constraint alert_run_matches_saved_search_id_fkey;
alter table public.alert_run_digests drop constraint alert_run_digests_run_id_fkey;
