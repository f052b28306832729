-- The language a visitor used when asking for quotes, saving a search or writing a review
-- ('en' or 'es', src/i18n/locale.ts's Locale): the e-mails that request brings them (the
-- confirmation, the businesses' answers, the alert digests) are written in it. Rows from
-- before were all made in English. Row Level Security and grants are unchanged.
alter table public.quote_requests add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.saved_searches add column locale text not null default 'en' check (locale in ('en', 'es'));
alter table public.reviews add column locale text not null default 'en' check (locale in ('en', 'es'));

-- submit_review stores the review's language too (its other behaviour as in
-- 20261126020000_owner_access.sql).
drop function if exists public.submit_review(integer, text, text, smallint, text, text, timestamptz, text, text, integer, integer, boolean);
create or replace function public.submit_review(
  p_business_id integer, p_reviewer_name text, p_reviewer_email text, p_rating smallint,
  p_review_text text, p_submission_key text, p_now timestamptz,
  p_bucket text, p_client_key text, p_window_seconds integer, p_max integer, p_invited boolean, p_locale text,
  out outcome text, out review_id integer, out review_status text, out retry_after_seconds integer
)
language plpgsql set search_path = public, pg_catalog as $$
declare
  hit record;
begin
  perform 1 from public.businesses where id = p_business_id and status = 'published';
  if not found then
    outcome := 'not_found';
    return;
  end if;
  if p_submission_key is not null then
    select r.id, r.status into review_id, review_status from public.reviews r
     where r.business_id = p_business_id and r.submission_key = p_submission_key;
    if found then
      outcome := 'existing';
      return;
    end if;
  end if;
  perform 1 from public.reviews r
   where p_invited and r.business_id = p_business_id and lower(r.reviewer_email) = lower(p_reviewer_email)
     and r.created_at > p_now - interval '1 year' and r.status <> 'rejected';
  if found then
    outcome := 'duplicate';
    return;
  end if;
  select * into hit from public.rate_limit_hit(p_bucket, p_client_key, p_now, p_window_seconds, p_max);
  if not hit.allowed then
    outcome := 'rate_limited';
    retry_after_seconds := hit.retry_after_seconds;
    return;
  end if;
  insert into public.reviews (business_id, reviewer_name, reviewer_email, rating, review_text, status, submission_key, created_at, invited, locale)
  values (p_business_id, p_reviewer_name, p_reviewer_email, p_rating, p_review_text, 'pending', p_submission_key, p_now, p_invited, p_locale)
  on conflict (business_id, submission_key) do nothing
  returning id into review_id;
  if review_id is not null then
    outcome := 'created';
    review_status := 'pending';
    return;
  end if;
  select r.id, r.status into review_id, review_status from public.reviews r
   where r.business_id = p_business_id and r.submission_key = p_submission_key;
  outcome := 'existing';
end;
$$;
revoke execute on function public.submit_review(integer, text, text, smallint, text, text, timestamptz, text, text, integer, integer, boolean, text)
  from public, anon, authenticated;
