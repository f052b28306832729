-- The results map's area and clusters: the published businesses inside a box,
-- read from the index alone. "Search this area" counts and pages its matches, and the map
-- groups every match in view into grid cells (src/server/queries/map.ts); with id, rating,
-- review count and name included, the count, the page's order and the clusters need no
-- table rows (an index-only scan), so a box holding thousands of businesses stays fast.
-- GiST with INCLUDE: PostgreSQL 12 and later, PGlite alike.
create index if not exists businesses_geo_published_idx on public.businesses
  using gist (geo) include (id, user_rating, review_count, business_name)
  where status = 'published';
