-- Photos of a business, uploaded by its owner: up to 10, in the owner's order, one of them
-- the cover (the share image and the gallery's first photo). The files live in storage
-- (a local folder or the Supabase Storage bucket `business-photos`) under
-- `{storage_key}-{width}.webp` for each width in `widths`; width/height are the largest's.
create table public.business_photos (
  id integer generated always as identity primary key,
  business_id integer not null references public.businesses (id) on delete cascade,
  storage_key text not null unique check (storage_key ~ '^[0-9]{1,10}/[a-z0-9-]{1,60}$'),
  widths integer[] not null check (cardinality(widths) between 1 and 3),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  alt text not null check (length(alt) between 1 and 200),
  position integer not null check (position between 0 and 9),
  is_cover boolean not null default false,
  uploaded_by text,
  created_at timestamptz not null default now()
);
create index business_photos_business_idx on public.business_photos (business_id, position);
-- At most one cover per business.
create unique index business_photos_one_cover on public.business_photos (business_id) where is_cover;

alter table public.business_photos enable row level security;
-- Supabase's default privileges give the API roles everything on a new table: take it back,
-- then let them read every column but who uploaded.
revoke all on public.business_photos from anon, authenticated;
grant select, insert, update, delete on public.business_photos to service_role;
grant select (id, business_id, storage_key, widths, width, height, alt, position, is_cover, created_at)
  on public.business_photos to anon, authenticated;

-- Anyone reads the photos of a published business; its owner (JWT sub) reads their own
-- business's photos whatever its status. Nobody writes through the API roles: uploads go
-- through the server, which checks the files.
create policy business_photos_public_read on public.business_photos
  for select to anon, authenticated
  using (exists (select 1 from public.businesses b where b.id = business_id and b.status = 'published'));
create policy business_photos_owner_read on public.business_photos
  for select to authenticated
  using (exists (
    select 1 from public.business_owners o
    where o.business_id = business_photos.business_id
      and o.owner_id = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  ));
