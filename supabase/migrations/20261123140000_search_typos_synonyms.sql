-- Search quality and speed (the rules are in src/domain/search.ts):
--  * search_documents: the search vector of every PUBLISHED business, stripped of positions
--    and weights, kept in step by triggers. It is a narrow copy (about a quarter of the
--    pages of public.businesses), so the exact total of a broad text search is counted
--    from it several times faster than from the business rows.
--  * search_vocabulary: the words of the published listings (name, category, service tags,
--    short description, neighborhood), with a trigram index (pg_trgm): a search word that
--    matches no listing is corrected to the closest of these ("movres" -> "movers").
--    Words are added as listings are published and never removed: a correction to a word
--    no longer used simply finds nothing.
--  * search_synonyms: newcomer words and what the directory calls them ("dmv" -> "licence",
--    "daycare" -> "childcare", "plumber" -> "handyman"); a search word also matches its
--    expansions. Maintained here (public read, server writes).
-- pg_trgm lives in the `extensions` schema as on Supabase; PGlite loads it too
-- (src/server/db/client.ts). Everything that uses it goes through functions that set their
-- own search_path, so it works wherever the extension was installed.

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pg_trgm with schema extensions;

create table public.search_documents (
  business_id integer primary key references public.businesses (id) on delete cascade,
  document tsvector not null
);
-- fastupdate off: searches never scan a pending list (PGlite has no autovacuum to flush it).
create index search_documents_document_idx on public.search_documents using gin (document) with (fastupdate = off);

-- Relevance puts businesses whose name matches the search first. With many matches they
-- are read in rating order; this index finds them directly when only a few names match.
create index businesses_name_search_idx on public.businesses using gin (to_tsvector('english', business_name)) with (fastupdate = off);

create table public.search_vocabulary (
  word text primary key check (length(word) between 3 and 30 and word = lower(word))
);

do $$
declare
  trgm_schema text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index search_vocabulary_trgm_idx on public.search_vocabulary using gin (word %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
end
$$;

create table public.search_synonyms (
  word text not null check (word ~ '^[a-z0-9]{2,30}$'),
  -- One or more words, all required ("home repair").
  expansion text not null check (expansion ~ '^[a-z0-9]+( [a-z0-9]+){0,3}$'),
  primary key (word, expansion)
);

-- The words a listing adds to the vocabulary: letters only, 3 to 30 of them, lower case.
create or replace function public.search_words(input text) returns setof text
language sql immutable parallel safe as $$
  select distinct w from regexp_split_to_table(lower(coalesce(input, '')), '[^a-z]+') w where length(w) between 3 and 30
$$;

-- Keeps search_documents and search_vocabulary in step with public.businesses, once per
-- statement (a bulk import is one insert of documents and one of words).
create or replace function public.sync_search_documents() returns trigger
language plpgsql security definer set search_path = public, pg_catalog as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.search_documents d
      using new_rows n join old_rows o on o.id = n.id
     where d.business_id = n.id and n.status <> 'published' and o.status = 'published';
    insert into public.search_documents (business_id, document)
      select n.id, strip(n.search) from new_rows n join old_rows o on o.id = n.id
       where n.status = 'published' and (o.status <> 'published' or o.search is distinct from n.search)
    on conflict (business_id) do update set document = excluded.document;
    insert into public.search_vocabulary (word)
      select distinct w from new_rows n join old_rows o on o.id = n.id,
        public.search_words(concat_ws(' ', n.business_name, public.category_label(n.category), public.text_array_to_words(n.service_tags), n.short_description, replace(coalesce(n.neighborhood, ''), '-', ' '))) w
       where n.status = 'published' and (o.status <> 'published' or o.search is distinct from n.search)
    on conflict do nothing;
  else
    insert into public.search_documents (business_id, document)
      select n.id, strip(n.search) from new_rows n where n.status = 'published'
    on conflict (business_id) do update set document = excluded.document;
    insert into public.search_vocabulary (word)
      select distinct w from new_rows n,
        public.search_words(concat_ws(' ', n.business_name, public.category_label(n.category), public.text_array_to_words(n.service_tags), n.short_description, replace(coalesce(n.neighborhood, ''), '-', ' '))) w
       where n.status = 'published'
    on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger businesses_search_documents_insert after insert on public.businesses
  referencing new table as new_rows for each statement execute function public.sync_search_documents();
create trigger businesses_search_documents_update after update on public.businesses
  referencing old table as old_rows new table as new_rows for each statement execute function public.sync_search_documents();

insert into public.search_documents (business_id, document)
  select id, strip(search) from public.businesses where status = 'published';
insert into public.search_vocabulary (word)
  select distinct w from public.businesses b,
    public.search_words(concat_ws(' ', b.business_name, public.category_label(b.category), public.text_array_to_words(b.service_tags), b.short_description, replace(coalesce(b.neighborhood, ''), '-', ' '))) w
   where b.status = 'published'
on conflict do nothing;

-- Up to `max_candidates` vocabulary words and synonym keys that look like `word` (trigram
-- similarity of at least 0.2), most similar first. The caller picks among them by edit
-- distance (src/domain/search.ts, pickCorrection).
create or replace function public.search_correction_candidates(search_word text, max_candidates integer default 12)
returns table (candidate text, similarity real)
language sql stable
set search_path = public, extensions, pg_catalog
set pg_trgm.similarity_threshold = 0.2 as $$
  select c.w, similarity(c.w, $1) from (
    select v.word as w from public.search_vocabulary v where v.word % $1
    union
    select s.word from public.search_synonyms s where s.word % $1
  ) c
  order by 2 desc, 1
  limit $2
$$;

alter table public.search_documents enable row level security;
alter table public.search_vocabulary enable row level security;
alter table public.search_synonyms enable row level security;
grant select, insert, update, delete on public.search_documents, public.search_vocabulary, public.search_synonyms
  to anon, authenticated, service_role;
-- Derived from published listings or editorial: anyone may read; only the server writes.
create policy search_documents_public_read on public.search_documents for select to anon, authenticated using (true);
create policy search_vocabulary_public_read on public.search_vocabulary for select to anon, authenticated using (true);
create policy search_synonyms_public_read on public.search_synonyms for select to anon, authenticated using (true);

-- Newcomer words -> the words the listings use (catalog: src/domain/catalog.ts).
insert into public.search_synonyms (word, expansion) values
  ('dmv', 'licence'), ('dmv', 'registration'), ('dmv', 'tag'),
  ('license', 'licence'), ('licenses', 'licence'), ('licence', 'license'), ('driver', 'licence'), ('drivers', 'licence'),
  ('car', 'vehicle'), ('plates', 'registration'), ('tags', 'tag'),
  ('notarize', 'notary'), ('accountant', 'tax'), ('accountant', 'cpa'),
  ('wifi', 'internet'), ('broadband', 'internet'), ('cable', 'internet'),
  ('isp', 'internet'), ('utilities', 'utility'),
  ('daycare', 'childcare'), ('daycare', 'preschool'), ('babysitter', 'childcare'), ('babysitting', 'childcare'),
  ('nanny', 'childcare'), ('kindergarten', 'preschool'),
  ('plumber', 'handyman'), ('plumber', 'home repair'), ('plumbers', 'handyman'), ('plumbing', 'handyman'),
  ('plumbing', 'home repair'), ('contractor', 'handyman'), ('repairman', 'handyman'),
  ('pediatrician', 'pediatric'), ('pediatrician', 'pediatrics'),
  ('physician', 'doctor'), ('physician', 'medicine'), ('optometrist', 'eye'), ('glasses', 'eye'),
  ('therapist', 'therapy'), ('therapist', 'counseling'), ('chiropractor', 'chiropractic'),
  ('gym', 'fitness'), ('gym', 'crossfit'),
  ('vet', 'veterinary'), ('vet', 'animal hospital'), ('vets', 'veterinary'), ('veterinarian', 'veterinary'),
  ('veterinarian', 'animal hospital'), ('groomer', 'grooming'), ('groomers', 'grooming'),
  ('realtor', 'realty'), ('realtor', 'real estate'), ('realtors', 'realty'), ('landlord', 'property management'),
  ('maid', 'cleaning'), ('housekeeper', 'housekeeping'), ('cleaner', 'cleaning'),
  ('cleaners', 'cleaning'),
  ('trash', 'junk'), ('dumpster', 'junk'), ('lockout', 'locksmith'), ('locked', 'locksmith'),
  ('friends', 'newcomers'), ('friends', 'social'), ('friends', 'meetup'),
  ('office', 'coworking')
on conflict do nothing;
