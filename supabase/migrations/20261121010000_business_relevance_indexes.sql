-- Indexes for the default "relevance" order of GET /api/businesses (src/domain/search.ts):
-- premium first, then the review-weighted (Bayesian) rating
--   (review_count * user_rating + m * C) / (review_count + m),  m = 5, C = 3.5,
-- then name and id. With them, the unfiltered listing and category pages read the first
-- page straight from an index instead of sorting every published business.
-- The expression must stay identical to BAYESIAN_RATING_SQL in src/server/queries/businesses.ts.

create index if not exists businesses_relevance_idx on public.businesses
  (status, is_premium desc, ((review_count * user_rating + 17.5) / (review_count + 5)) desc, business_name, id);

create index if not exists businesses_category_relevance_idx on public.businesses
  (status, category, is_premium desc, ((review_count * user_rating + 17.5) / (review_count + 5)) desc, business_name, id);

create index if not exists businesses_neighborhood_relevance_idx on public.businesses
  (status, neighborhood, is_premium desc, ((review_count * user_rating + 17.5) / (review_count + 5)) desc, business_name, id);
