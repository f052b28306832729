-- Who owns which business: one owner per business, several businesses per owner. Written
-- when staff verify a claim whose claimant confirmed their e-mail. `owner_id` is the
-- account's id: a local account (public.staff_accounts, role 'owner') on the embedded
-- default, the Supabase Auth user's id (auth.users.id, the JWT's `sub`) in production.
create table public.business_owners (
  business_id integer primary key references public.businesses (id) on delete cascade,
  owner_id text not null check (length(owner_id) between 1 and 64),
  claim_id integer references public.business_claims (id) on delete set null,
  created_at timestamptz not null default now()
);
create index business_owners_owner_idx on public.business_owners (owner_id);

alter table public.business_owners enable row level security;
-- An owner's JWT (role authenticated, sub = owner_id) reads only its own rows; nobody
-- writes through the API roles: ownership is granted by the server when staff verify.
create policy business_owners_own_read on public.business_owners
  for select to authenticated
  using (owner_id = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'));
