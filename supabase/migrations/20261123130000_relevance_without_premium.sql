-- Paid placement never reorders organic results: the default "relevance" order
-- of GET /api/businesses is text rank (when searching), then the review-weighted (Bayesian)
-- rating, then name and id; being premium plays no part. The indexes of
-- 20261121010000 led with is_premium and no longer match that order, so they are replaced
-- by the same indexes without it. The expression must stay identical to BAYESIAN_RATING_SQL
-- in src/server/queries/businesses.ts.

drop index if exists public.businesses_relevance_idx;
drop index if exists public.businesses_category_relevance_idx;
drop index if exists public.businesses_neighborhood_relevance_idx;

create index if not exists businesses_organic_relevance_idx on public.businesses
  (status, ((review_count * user_rating + 17.5) / (review_count + 5)) desc, business_name, id);

create index if not exists businesses_category_organic_relevance_idx on public.businesses
  (status, category, ((review_count * user_rating + 17.5) / (review_count + 5)) desc, business_name, id);

create index if not exists businesses_neighborhood_organic_relevance_idx on public.businesses
  (status, neighborhood, ((review_count * user_rating + 17.5) / (review_count + 5)) desc, business_name, id);
