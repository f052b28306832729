-- The languages a business says its staff can serve customers in (src/domain/languages.ts
-- owns the list: English and the top languages of the City of Charlotte's language access
-- policy), set by its owner in /owner and by staff; filtered with
-- GET /api/businesses?languages=es. It is a column of public.businesses, so the table's row
-- level security covers it: anyone reads a published listing's languages, only the server writes.
alter table public.businesses add column languages text[] not null default '{}'
  check (languages <@ array['en', 'es', 'vi', 'fr', 'zh', 'ar', 'ta', 'te', 'th', 'lo', 'hi', 'ru']::text[] and cardinality(languages) <= 12);
-- "Spanish spoken" on a listing page: the published businesses that say so, through the index.
create index businesses_languages_idx on public.businesses using gin (languages) with (fastupdate = off);

-- A saved query keeps its languages filter; the alert match applies it (src/server/queries/alert-match.ts).
alter table public.alert_queries add column languages text[];
