-- A saved search's wording in Spanish beside the English one, for the digests of searches saved
-- on a Spanish page (saved_searches.locale): written with the index row
-- (src/server/queries/alert-queries.ts); rows from before get it from the alert job the
-- first time a Spanish search uses them (null until then: the digest falls back to English).
alter table public.alert_queries add column label_es text, add column subject_label_es text;
-- The job finds those rows from the Spanish searches, few beside the English ones.
create index saved_searches_spanish_idx on public.saved_searches (query_id) where locale = 'es';
