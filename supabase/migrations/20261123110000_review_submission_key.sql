-- A review carries the client's submission key, so a retry whose first answer was
-- lost (the insert committed, the connection dropped) returns the review already stored
-- instead of a duplicate. Keys are unique per business; reviews without one stay allowed.
alter table public.reviews
  add column submission_key text check (submission_key ~ '^[A-Za-z0-9_-]{8,100}$');
create unique index reviews_business_submission_key_idx on public.reviews (business_id, submission_key);
