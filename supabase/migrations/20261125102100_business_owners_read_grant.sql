-- Owners read their own rows of public.business_owners through the Supabase API: the policy
-- business_owners_own_read (20261125090000) needs the table privilege too, which the initial
-- schema's grant (tables existing then) does not cover. Visitors (anon) get none; nobody
-- writes through the API roles.
grant select on public.business_owners to authenticated;
