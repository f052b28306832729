-- A stored review is confirmed to its reviewer by e-mail, in the language of the page it was
-- written on (src/server/email/templates/review-confirmation.ts): a new outbox kind. Rewritten
-- from the constraint as it is, like the kinds added before it.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition from pg_constraint
   where conrelid = 'public.email_outbox'::regclass and conname = 'email_outbox_kind_check';
  alter table public.email_outbox drop constraint email_outbox_kind_check;
  execute 'alter table public.email_outbox add constraint email_outbox_kind_check '
    || replace(definition, 'ARRAY[', 'ARRAY[''review_confirmation''::text, ');
end $$;

-- submit_review queues the confirmation itself when it stores a review, so a review post stays
-- one database call (docs/performance.md): given `p_mail_subject` (the template's subject in
-- the review's language; null: no e-mail), it inserts the outbox row in the same statement,
-- unless the address got one within `p_mail_period_hours`. The e-mail is sent by the outbox
-- sweep. Everything else is as in 20261129061500_visitor_locale.sql.
drop function if exists public.submit_review(integer, text, text, smallint, text, text, timestamptz, text, text, integer, integer, boolean, text);
create or replace function public.submit_review(
  p_business_id integer, p_reviewer_name text, p_reviewer_email text, p_rating smallint,
  p_review_text text, p_submission_key text, p_now timestamptz,
  p_bucket text, p_client_key text, p_window_seconds integer, p_max integer, p_invited boolean, p_locale text,
  p_mail_subject text, p_mail_period_hours integer,
  out outcome text, out review_id integer, out review_status text, out retry_after_seconds integer
)
language plpgsql set search_path = public, pg_catalog as $$
declare
  hit record;
  business record;
  address text := lower(trim(p_reviewer_email));
begin
  select b.business_name, b.slug into business from public.businesses b where b.id = p_business_id and b.status = 'published';
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
    if p_mail_subject is not null and not exists (
      select 1 from public.email_outbox o
       where o.to_address = address and o.created_at > p_now - make_interval(hours => p_mail_period_hours) and o.kind = 'review_confirmation'
    ) then
      insert into public.email_outbox (kind, to_address, subject, payload, created_at, next_attempt_at)
      values ('review_confirmation', address, p_mail_subject,
              jsonb_build_object('reviewId', review_id, 'businessName', business.business_name, 'slug', business.slug)
                || case when p_locale = 'en' then '{}'::jsonb else jsonb_build_object('locale', p_locale) end,
              p_now, p_now);
    end if;
    return;
  end if;
  select r.id, r.status into review_id, review_status from public.reviews r
   where r.business_id = p_business_id and r.submission_key = p_submission_key;
  outcome := 'existing';
end;
$$;
revoke execute on function public.submit_review(integer, text, text, smallint, text, text, timestamptz, text, text, integer, integer, boolean, text, text, integer)
  from public, anon, authenticated;
