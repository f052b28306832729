-- Minimum-rating filters within a neighborhood or category (GET /api/businesses with
-- minRating): these let Postgres combine the rating condition with the full-text index
-- in one bitmap, so counting the matches of a filtered text search stays cheap.
-- The neighborhood one supersedes businesses_neighborhood_idx (status, neighborhood).
create index if not exists businesses_neighborhood_rating_idx on public.businesses (status, neighborhood, user_rating);
create index if not exists businesses_category_rating_idx on public.businesses (status, category, user_rating);
drop index if exists public.businesses_neighborhood_idx;
